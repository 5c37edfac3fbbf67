import type { Deps } from '../../ports/deps.ts';
import { MetaApiError } from '../../ports/meta-graph.ts';
import type { ChannelPost, ChannelResult } from '../../ports/social-channel.ts';
import { markFacebookUnauthorized } from './mark-facebook-unauthorized.ts';
import { metaPostAccess, metaPostText } from './meta-post-access.ts';

/**
 * Publishes a scheduled post on each Facebook page the author checked (GET /facebook/options), with
 * its images, or its video (processed by Facebook first). No login or no page checked: skipped (`facebook_not_connected`); Facebook refusing the
 * login marks it unauthorized (reconnect) and skips; a page refusing the content: invalid.
 */
export async function publishFacebookPost(deps: Deps, post: ChannelPost): Promise<ChannelResult> {
  const key = { teamId: post.teamId, userId: post.userId };
  const access = await metaPostAccess(deps, key);
  const pages = access?.row.pagesChecked ?? [];
  if (!access || pages.length === 0) return { ok: false, errorCode: 'facebook_not_connected' };
  const photoUrls = post.media.filter((m) => !m.mimeType?.startsWith('video/')).map((m) => m.url);
  // A feed post is photos or one video: with a video, the post is that video (its text as description).
  const video = post.media.find((m) => m.mimeType?.startsWith('video/'));
  const ids: string[] = [];
  for (const pageId of pages) {
    const token = access.secret.pageTokens[pageId];
    if (!token) return { ok: false, errorCode: 'facebook_not_connected' };
    try {
      const message = metaPostText(post.text);
      const r = video
        ? await access.meta.publishPageVideo(token, pageId, { description: message, videoUrl: video.url })
        : await access.meta.publishPagePost(token, pageId, { message, photoUrls });
      ids.push(r.id);
    } catch (err) {
      if (!(err instanceof MetaApiError)) throw err;
      if (err.kind === 'unauthorized') {
        await markFacebookUnauthorized(deps, key);
        return { ok: false, errorCode: 'facebook_not_connected' };
      }
      return { ok: false, errorCode: err.kind === 'refused' ? 'facebook_rejected' : 'platform_error' };
    }
  }
  return { ok: true, externalId: ids.join(',') };
}
