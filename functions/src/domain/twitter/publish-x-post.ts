import { convert } from 'html-to-text';
import type { Deps } from '../../ports/deps.ts';
import type { ChannelPost, ChannelResult } from '../../ports/social-channel.ts';
import { XApiError } from '../../ports/x-api.ts';
import { XAccountUnavailable, xAccess } from './x-access.ts';

/** X's media category for a file (images, GIFs and videos upload differently). */
export function xMediaCategory(mimeType: string | undefined): 'tweet_image' | 'tweet_gif' | 'tweet_video' {
  if (mimeType === 'image/gif') return 'tweet_gif';
  if (mimeType?.startsWith('video/')) return 'tweet_video';
  return 'tweet_image';
}

/** The post's text as X takes it: plain text (the editor's rich text flattened). */
export function xPostText(html: string): string {
  return convert(html, { wordwrap: false, selectors: [{ selector: 'img', format: 'skip' }] }).trim();
}

/**
 * Publishes a scheduled post on the author's connected X account: each attachment is uploaded to
 * X's media endpoint, then the post is created with them. No X account, or one X refuses: skipped with
 * `twitter_not_connected`; X's 429: skipped (`platform_error`); content X refuses: invalid.
 */
export async function publishXPost(deps: Deps, post: ChannelPost): Promise<ChannelResult> {
  if (!deps.x) return { ok: false, errorCode: 'twitter_not_connected' };
  try {
    const { accessToken } = await xAccess(deps, { teamId: post.teamId, userId: post.userId });
    const mediaIds: string[] = [];
    for (const m of post.media) {
      const res = await fetch(m.url, { signal: AbortSignal.timeout(60_000) });
      if (!res.ok) return { ok: false, errorCode: 'platform_error' };
      const bytes = new Uint8Array(await res.arrayBuffer());
      const mimeType = m.mimeType ?? res.headers.get('content-type') ?? 'application/octet-stream';
      mediaIds.push(
        await deps.x.uploadMedia(accessToken, { bytes, mimeType, category: xMediaCategory(mimeType) }),
      );
    }
    const created = await deps.x.createPost(accessToken, { text: xPostText(post.text), mediaIds });
    return { ok: true, externalId: created.id };
  } catch (err) {
    if (err instanceof XAccountUnavailable) return { ok: false, errorCode: 'twitter_not_connected' };
    if (err instanceof XApiError) {
      if (err.kind === 'unauthorized') return { ok: false, errorCode: 'twitter_not_connected' };
      if (err.kind === 'invalid' || err.kind === 'forbidden')
        return { ok: false, errorCode: 'twitter_rejected' };
      return { ok: false, errorCode: 'platform_error' };
    }
    throw err;
  }
}
