// Spec 3 §5 "Media errors" and §9 post media limits. The spec names each error but gives no
// wording except Instagram's (§8); the other messages are OURS.
import {
  instagramAspectRatio,
  instagramVideoMaxWidth,
  instagramVideoMinSeconds,
  linkedinDocumentMaxBytes,
  linkedinImageMaxDimension,
  linkedinVideoMaxSize,
  linkedinVideoMinSize,
  type PostNetwork,
  postImageMaxBytes,
  postVideoMaxBytes,
  postVideoMaxSeconds,
} from '../../constants/outreach.ts';
import { postFailureMessages } from './posts.ts';

export interface PostMedia {
  kind: 'image' | 'video' | 'document';
  sizeBytes: number;
  /** MIME type, e.g. image/png, video/mp4, video/quicktime. */
  mimeType?: string;
  width?: number;
  height?: number;
  durationSec?: number;
  /** Video codec, e.g. 'h264', 'hevc'. */
  codec?: string;
}

const networkName: Record<PostNetwork, string> = {
  linkedin: 'LinkedIn',
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  instagram: 'Instagram',
};

/** Human size for messages: "5MB", "4GB". */
function size(bytes: number): string {
  const gb = 1024 ** 3;
  return bytes >= gb && bytes % gb === 0 ? `${bytes / gb}GB` : `${Math.round(bytes / 1024 ** 2)}MB`;
}

/** Human duration for messages: "2 min 20 s", "60 s". */
function duration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  if (m === 0) return `${s} s`;
  return s === 0 ? `${m} min` : `${m} min ${s} s`;
}

export const mediaMessages = {
  imageTooLarge: (n: PostNetwork) =>
    `${networkName[n]} images cannot be larger than ${size(postImageMaxBytes[n])}`,
  videoTooLarge: (n: PostNetwork) =>
    `${networkName[n]} videos cannot be larger than ${size(postVideoMaxBytes[n])}`,
  videoTooLong: (n: PostNetwork) =>
    `${networkName[n]} videos cannot be longer than ${duration(postVideoMaxSeconds[n])}`,
  instagramVideoTooShort: `Instagram videos must be between ${instagramVideoMinSeconds} and ${postVideoMaxSeconds.instagram} seconds long`,
  instagramVideoTooWide: `Instagram videos cannot be wider than ${instagramVideoMaxWidth} px`,
  instagramVideoFormat: postFailureMessages.invalid_video_format,
  instagramAspectRatio: postFailureMessages.instagram_invalid_aspect_ratio,
  linkedinImageDimensions: `LinkedIn images cannot be larger than ${linkedinImageMaxDimension}x${linkedinImageMaxDimension} px`,
  linkedinImageFormat: 'LinkedIn images must be PNG, JPEG or GIF',
  linkedinVideoDimensions: `LinkedIn videos must be between ${linkedinVideoMinSize.width}x${linkedinVideoMinSize.height} and ${linkedinVideoMaxSize.width}x${linkedinVideoMaxSize.height} px`,
  linkedinDocumentTooLarge: `LinkedIn documents cannot be larger than ${size(linkedinDocumentMaxBytes)}`,
  documentsLinkedinOnly: 'Documents can only be posted to LinkedIn',
} as const;

const instagramVideoTypes = ['video/mp4', 'video/quicktime'];
const instagramCodecs = ['h264', 'avc', 'avc1', 'hevc', 'h265', 'hvc1', 'hev1'];
const linkedinImageTypes = ['image/png', 'image/jpeg', 'image/jpg', 'image/gif'];

/**
 * The first problem with one media file for one network, or null (spec 3 §5 "Media errors").
 *
 * @example
 * validatePostMedia('twitter', { kind: 'image', sizeBytes: 6 * 1024 * 1024 }) // 'X (Twitter) images cannot be larger than 5MB'
 */
export function validatePostMedia(network: PostNetwork, media: PostMedia): string | null {
  const { width, height } = media;
  const mime = media.mimeType?.toLowerCase();
  if (media.kind === 'image') {
    if (media.sizeBytes > postImageMaxBytes[network]) return mediaMessages.imageTooLarge(network);
    if (network === 'linkedin') {
      if (mime && !linkedinImageTypes.includes(mime)) return mediaMessages.linkedinImageFormat;
      if ((width ?? 0) > linkedinImageMaxDimension || (height ?? 0) > linkedinImageMaxDimension) {
        return mediaMessages.linkedinImageDimensions;
      }
    }
    if (network === 'instagram' && width && height) {
      const ratio = width / height;
      // A little tolerance: 1080x1350 is exactly 4:5, 1.91:1 is rounded.
      if (ratio < instagramAspectRatio.min - 0.001 || ratio > instagramAspectRatio.max + 0.005) {
        return mediaMessages.instagramAspectRatio;
      }
    }
    return null;
  }
  if (media.kind === 'document') {
    if (network !== 'linkedin') return mediaMessages.documentsLinkedinOnly;
    return media.sizeBytes > linkedinDocumentMaxBytes ? mediaMessages.linkedinDocumentTooLarge : null;
  }
  // video
  if (media.sizeBytes > postVideoMaxBytes[network]) return mediaMessages.videoTooLarge(network);
  const seconds = media.durationSec;
  if (seconds !== undefined && seconds > postVideoMaxSeconds[network])
    return mediaMessages.videoTooLong(network);
  if (network === 'instagram') {
    if ((width ?? 0) > instagramVideoMaxWidth) return mediaMessages.instagramVideoTooWide;
    if (mime && !instagramVideoTypes.includes(mime)) return mediaMessages.instagramVideoFormat;
    if (media.codec && !instagramCodecs.includes(media.codec.toLowerCase()))
      return mediaMessages.instagramVideoFormat;
    if (seconds !== undefined && seconds < instagramVideoMinSeconds)
      return mediaMessages.instagramVideoTooShort;
  }
  if (network === 'linkedin' && width && height) {
    const tooSmall = width < linkedinVideoMinSize.width || height < linkedinVideoMinSize.height;
    const tooBig = width > linkedinVideoMaxSize.width || height > linkedinVideoMaxSize.height;
    if (tooSmall || tooBig) return mediaMessages.linkedinVideoDimensions;
  }
  return null;
}

/**
 * Recognises an uploaded image by its signature (spec 3 §5): png, gif or jpeg; null otherwise.
 *
 * @example
 * sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) // 'png'
 */
export function sniffImageType(bytes: Uint8Array): 'png' | 'gif' | 'jpeg' | null {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return 'gif';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  return null;
}
