import type { ActionOutcomes, ActionPayloads } from '@outreach/functions/domain/bot/types';
import { exists, find } from '../linkedin/page-objects.ts';
import { postSel } from '../linkedin/post-page-objects.ts';
import { type ExecContext, open, testPause } from './common.ts';

/** Likes a post once: an already pressed Like is left as is. */
export async function likePost(
  ctx: ExecContext,
  payload: ActionPayloads['like-post'],
): Promise<ActionOutcomes['like-post']> {
  const { status } = await open(ctx, `/feed/update/${payload.urn}/`);
  if (status === 404 || !(await exists(ctx.page, postSel.likeButton))) return { result: 'not-found' };
  const button = find(ctx.page, postSel.likeButton);
  if ((await button.getAttribute('aria-pressed')) === 'true') return { result: 'liked' };
  await testPause(ctx, 'before-submit');
  await button.click();
  await ctx.page.waitForURL(/\/feed\/update\//, { timeout: 20_000 });
  return { result: 'liked' };
}
