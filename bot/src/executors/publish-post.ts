import type { ActionOutcomes, ActionPayloads } from '@outreach/functions/domain/bot/types';
import { richTextToPlain } from '@outreach/shared/schemas/posts';
import { exists, find, findAll, textOf } from '../linkedin/page-objects.ts';
import { postSel } from '../linkedin/post-page-objects.ts';
import { type ExecContext, normalizeText, open, RetryLater, testPause } from './common.ts';

type Outcome = ActionOutcomes['publish-post'];

/** The account's own public id, from where /in/me/ lands. */
async function myPublicId(ctx: ExecContext): Promise<string> {
  await open(ctx, '/in/me/');
  return new URL(ctx.page.url()).pathname.split('/').filter(Boolean)[1] ?? 'me';
}

/**
 * Publishes a post on the account's feed. Verifies first: when the account's recent activity already
 * shows a post with exactly this text (a crash after Post), that post is the outcome, not a second one.
 */
export async function publishPost(
  ctx: ExecContext,
  payload: ActionPayloads['publish-post'],
): Promise<Outcome> {
  const { page } = ctx;
  const text = richTextToPlain(payload.text).trim();
  const publicId = await myPublicId(ctx);
  await open(ctx, `/in/${publicId}/recent-activity/all/`);
  for (const post of await findAll(page, postSel.post)) {
    if (normalizeText((await textOf(post, postSel.postText)) ?? '') === normalizeText(text)) {
      return { result: 'published', postUrn: (await post.getAttribute('data-urn')) ?? '' };
    }
  }

  await open(ctx, '/post/new/');
  const box = find(page, postSel.shareText);
  await box.click();
  await box.fill(text);
  if (payload.media.length && (await exists(page, postSel.shareMedia)))
    await find(page, postSel.shareMedia).fill(payload.media.map((m) => m.url).join('\n'));
  // Who can see it (the post audience picker): connections only when asked; anyone is LinkedIn's default.
  // A group audience has no control on this share box: refused rather than posted to everyone.
  if (payload.audience?.type === 'group') return { result: 'failed', errorCode: 'platform_error' };
  if (payload.audience?.type === 'connections_only') {
    if (!(await exists(page, postSel.shareVisibility)))
      return { result: 'failed', errorCode: 'platform_error' };
    await find(page, postSel.shareVisibility).selectOption('connections');
  }
  await testPause(ctx, 'before-submit');
  await find(page, postSel.sharePost).click();
  await page.waitForURL(/\/feed\/update\/|\/post\/new/, { timeout: 20_000 });
  if (await exists(page, postSel.shareError)) {
    const message = (await textOf(page, postSel.shareError)) ?? 'Post refused';
    return {
      result: 'failed',
      errorCode: /3,000|characters/.test(message) ? 'payload_too_long' : 'platform_error',
    };
  }
  const urn = decodeURIComponent(new URL(page.url()).pathname.split('/').filter(Boolean)[2] ?? '');
  if (!urn.startsWith('urn:li:activity:')) throw new RetryLater('The post page did not open', 10 * 60_000);
  return { result: 'published', postUrn: urn };
}
