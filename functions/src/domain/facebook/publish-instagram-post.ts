import type { TFacebookPage } from '@outreach/shared/schemas/facebook';
import type { Deps } from '../../ports/deps.ts';
import { MetaApiError } from '../../ports/meta-graph.ts';
import type { ChannelPost, ChannelResult } from '../../ports/social-channel.ts';
import { markFacebookUnauthorized } from './mark-facebook-unauthorized.ts';
import { metaPostAccess, metaPostText } from './meta-post-access.ts';

/** Instagram's error subcodes (Graph `error_subcode`) as the post error codes of spec 3 §8. */
const IG_ERRORS: Record<number, string> = {
  2207050: 'instagram_restricted',
  2207051: 'instagram_spam',
  2207042: 'instagram_daily_limit',
  2207026: 'invalid_video_format',
  2207005: 'instagram_invalid_photo_format',
  2207009: 'instagram_invalid_aspect_ratio',
  2207010: 'instagram_invalid_caption',
  2207004: 'payload_too_long',
};

/** The post error code of an Instagram refusal; any other Instagram failure is its server error. */
export function instagramErrorCode(subcode: number | undefined): string {
  return (subcode !== undefined && IG_ERRORS[subcode]) || 'instagram_upload_error';
}

/** Instagram's most files in one post (a carousel's children). */
export const INSTAGRAM_CAROUSEL_MAX = 10;

/**
 * Publishes a scheduled post on each Instagram account the author checked, with the page's token: one
 * attachment is an image or a reel, 2 to 10 a carousel (Instagram needs at least one; spec 3's
 * validation asks for it; more than 10: the first 10, as Instagram takes no more). Videos are
 * processed by Instagram before media_publish; its refusals become spec 3's instagram_* codes.
 */
export async function publishInstagramPost(deps: Deps, post: ChannelPost): Promise<ChannelResult> {
  const key = { teamId: post.teamId, userId: post.userId };
  const access = await metaPostAccess(deps, key);
  const accounts = access?.row.igAccountsChecked ?? [];
  if (!access || accounts.length === 0) return { ok: false, errorCode: 'instagram_not_connected' };
  const media = post.media.slice(0, INSTAGRAM_CAROUSEL_MAX).map((m) => ({
    url: m.url,
    isVideo: Boolean(m.mimeType?.startsWith('video/')),
  }));
  if (media.length === 0) return { ok: false, errorCode: 'instagram_invalid_photo_format' };
  const pages = access.row.pages as TFacebookPage[];
  const ids: string[] = [];
  for (const igId of accounts) {
    const pageId = pages.find((p) => p.ig?.id === igId)?.id;
    const token = pageId ? access.secret.pageTokens[pageId] : undefined;
    if (!token) return { ok: false, errorCode: 'instagram_not_connected' };
    try {
      const r = await access.meta.publishInstagram(token, igId, {
        caption: metaPostText(post.text),
        media,
      });
      ids.push(r.id);
    } catch (err) {
      if (!(err instanceof MetaApiError)) throw err;
      if (err.kind === 'unauthorized') {
        await markFacebookUnauthorized(deps, key);
        return { ok: false, errorCode: 'instagram_not_connected' };
      }
      return {
        ok: false,
        errorCode: err.kind === 'refused' ? instagramErrorCode(err.subcode) : 'platform_error',
      };
    }
  }
  return { ok: true, externalId: ids.join(',') };
}
