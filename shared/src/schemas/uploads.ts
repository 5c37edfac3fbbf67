// The presigned-URL service (spec 1 §7 signature upload, spec 3 §7 file upload).
import * as z from 'zod';
import { SIGNATURE_IMAGE_MIME_TYPES } from '../constants/account.ts';
import { fileMaxBytes, postImageMaxBytes, postVideoMaxBytes } from '../constants/outreach.ts';
import { isAcceptedSignatureImage, signatureMessages } from './integrations.ts';

export const uploadMessages = {
  /** Spec 3 §5, inbox attachments: the one size message the spec has. */
  tooLarge: 'You cannot upload file of size more than 10 Mb',
  sizeRequired: 'Please give the file size in bytes',
} as const;

export const uploadPurposes = ['import', 'attachment', 'media', 'signature'] as const;

/**
 * The key prefix of blobs anyone may fetch (an email signature's image, which mail clients load):
 * served at `<public base>/blobs/…` (CloudFront's `/blobs/*` behaviour in AWS, the S3 stand-in locally).
 * Every other key stays private (presigned GETs only).
 */
export const PUBLIC_BLOB_PREFIX = 'blobs/';
export type UploadPurpose = (typeof uploadPurposes)[number];
/** Largest file per purpose: 10 MB, except post media (the largest video or image any network takes). */
export const uploadMaxBytes: Record<UploadPurpose, number> = {
  import: fileMaxBytes,
  attachment: fileMaxBytes,
  media: Math.max(...Object.values(postVideoMaxBytes), ...Object.values(postImageMaxBytes)),
  signature: fileMaxBytes,
};

/**
 * POST /uploads/presigned-url {filename, mimetype, size} → {signed_url, key, url, maxBytes}. The
 * spec's call has filename and mimetype; `size` (ours) is signed into the PUT URL as its
 * Content-Length, so storage refuses a body of another size. Messages ours except `tooLarge`.
 */
export const ZPresignedUrlRequest = z
  .object({
    filename: z.string().trim().min(1, 'Please choose a file').max(255),
    mimetype: z
      .string()
      .trim()
      .min(1)
      .max(127)
      .regex(/^[\w.+-]+\/[\w.+-]+$/, 'Unsupported file type'),
    size: z.coerce
      .number({ error: uploadMessages.sizeRequired })
      .int(uploadMessages.sizeRequired)
      .min(0, uploadMessages.sizeRequired)
      .max(uploadMaxBytes.media, uploadMessages.tooLarge),
    /**
     * OURS. `import` (default): a CSV read once, kept under `uploads/` which expires. `attachment`: a
     * template or message attachment (10 MB, kept). `media`: a post's image or video, kept; its cap is
     * the largest of the spec's media sizes, and each network's own rule is checked on the post.
     * `signature`: an email signature's image (the spec's image types only), kept under the public
     * prefix so mail clients can load it.
     */
    purpose: z.enum(uploadPurposes).default('import'),
  })
  .superRefine((v, ctx) => {
    if (v.size > uploadMaxBytes[v.purpose])
      ctx.addIssue({ code: 'custom', path: ['size'], message: uploadMessages.tooLarge });
    // Public blobs are served from the app's own origin: images of the accepted types only.
    if (
      v.purpose === 'signature' &&
      (!isAcceptedSignatureImage(v.filename) ||
        !(SIGNATURE_IMAGE_MIME_TYPES as readonly string[]).includes(v.mimetype))
    )
      ctx.addIssue({ code: 'custom', path: ['mimetype'], message: signatureMessages.imageType });
  });
/** What a client sends (`purpose` may be left out). */
export type TPresignedUrlRequest = z.input<typeof ZPresignedUrlRequest>;
/** The parsed request. */
export type TPresignedUrl = z.output<typeof ZPresignedUrlRequest>;
