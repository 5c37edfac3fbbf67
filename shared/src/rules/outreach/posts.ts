// Spec 3 §3 (Post), §4 (rescheduling), §8 (post failure messages and tooltips).
import { postNetworks } from '../../constants/outreach.ts';

export type { PostNetwork } from '../../constants/outreach.ts';
export { postNetworks };

export const postStatuses = [
  'published',
  'pending',
  'archived',
  'queued',
  'skipped',
  'platform_deleted',
  'invalid',
  'executing',
] as const;
export type PostStatus = (typeof postStatuses)[number];

/**
 * Display names (spec 3 §3): pending shows as Scheduled; archived, executing and queued as
 * Queued; platform_deleted as Not Found. Skipped and Invalid are capitalised (OURS).
 *
 * @example
 * postStatusDisplayName.pending // 'Scheduled'
 */
export const postStatusDisplayName: Record<PostStatus, string> = {
  published: 'Published',
  pending: 'Scheduled',
  archived: 'Queued',
  executing: 'Queued',
  queued: 'Queued',
  skipped: 'Skipped',
  platform_deleted: 'Not Found',
  invalid: 'Invalid',
};

/** Post failure messages by error code (spec 3 §8). */
export const postFailureMessages = {
  instagram_upload_error: 'Instagram server error. Try again.',
  instagram_spam: 'Instagram marked this post as spam',
  instagram_daily_limit: 'You reached instagram daily post limit. Try again tomorrow',
  instagram_restricted:
    'Instagram account is inactive or restricted. Reconnect instagram(facebook) integration',
  invalid_video_format: 'Instagram does not support this video format or video codec. Try another video.',
  instagram_invalid_photo_format: 'Instagram does not support this image format',
  instagram_invalid_aspect_ratio:
    "The image's aspect ratio does not fall within Instagram acceptable range. Photo must fall into a 4:5 to 1.91:1 range",
  instagram_invalid_caption: 'Caption is too long for Instagram post',
  payload_too_long: 'This post is skipped, the attachment file is too large.',
} as const;
export type PostErrorCode = keyof typeof postFailureMessages;

export const invalidPostFallbackMessage = 'This post file has invalid parameters, please try another file';
/** Skipped for any reason but a too-long payload: the bot was not running or the platform failed. OURS wording. */
export const skippedPostMessage =
  'This post was skipped: the bot was not running at the scheduled time or the platform had a problem.';

/**
 * The tooltip of a skipped or invalid post (spec 3 §8); null for other statuses.
 *
 * @example
 * postStatusTooltip('invalid', 'instagram_spam') // 'Instagram marked this post as spam'
 * postStatusTooltip('invalid', 'weird') // 'This post file has invalid parameters, please try another file'
 */
export function postStatusTooltip(status: PostStatus, errorCode?: string | null): string | null {
  const known =
    errorCode && Object.hasOwn(postFailureMessages, errorCode)
      ? postFailureMessages[errorCode as PostErrorCode]
      : null;
  if (status === 'skipped') {
    return errorCode === 'payload_too_long' ? postFailureMessages.payload_too_long : skippedPostMessage;
  }
  if (status === 'invalid') return known ?? invalidPostFallbackMessage;
  return null;
}

/** Post status changes. Spec 3 §9: "post status transitions: not shown"; this table is OURS. */
const postTransitions: Record<PostStatus, readonly PostStatus[]> = {
  pending: ['pending', 'queued', 'archived'],
  queued: ['pending', 'executing', 'archived'],
  executing: ['published', 'skipped', 'invalid'],
  published: ['platform_deleted', 'archived'],
  skipped: ['pending', 'archived'],
  invalid: ['pending', 'archived'],
  platform_deleted: ['archived'],
  archived: [],
};

export function canPostTransition(from: PostStatus, to: PostStatus): boolean {
  return postTransitions[from].includes(to);
}

/** Rescheduling sets status pending with a new time (spec 3 §4); allowed from these statuses (OURS). */
export function canReschedulePost(status: PostStatus): boolean {
  return canPostTransition(status, 'pending');
}

/** Post audiences (spec 3 §3). */
export const postAudiences = ['anyone', 'connections_only', 'group'] as const;
export type PostAudience = (typeof postAudiences)[number];

export const postToasts = {
  rescheduleFailed: 'Oops, something has gone wrong!',
} as const;

/**
 * Post types (spec 3 §3 `postTypes`, GET /posts/types; the values are OURS): what a post carries.
 * Documents post to LinkedIn only (spec 3 §5 media rules).
 */
export const postTypeOptions = [
  { value: 'text', label: 'Text', networks: [...postNetworks] },
  { value: 'image', label: 'Image', networks: [...postNetworks] },
  { value: 'video', label: 'Video', networks: [...postNetworks] },
  { value: 'document', label: 'Document', networks: ['linkedin'] },
] as const satisfies readonly { value: string; label: string; networks: readonly string[] }[];

/** The type of a post from its attachments' MIME types. */
export function postTypeOf(
  mimeTypes: readonly (string | undefined)[],
): 'text' | 'image' | 'video' | 'document' {
  if (mimeTypes.length === 0) return 'text';
  if (mimeTypes.some((m) => m?.startsWith('video/'))) return 'video';
  if (mimeTypes.every((m) => m?.startsWith('image/'))) return 'image';
  return 'document';
}
