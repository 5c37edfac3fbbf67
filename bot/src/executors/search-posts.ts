import type { ActionOutcomes, ActionPayloads } from '@outreach/functions/domain/bot/types';
import { findAll, textOf } from '../linkedin/page-objects.ts';
import { postSel } from '../linkedin/post-page-objects.ts';
import { type ExecContext, normalizeText, open } from './common.ts';

/** Reads the posts LinkedIn's content search shows for a keyword (a trend refresh). */
export async function searchPosts(
  ctx: ExecContext,
  payload: ActionPayloads['search-posts'],
): Promise<ActionOutcomes['search-posts']> {
  const q = new URLSearchParams({
    keywords: payload.term,
    sortBy: payload.sortBy === 'latest' ? '"date_posted"' : '"relevance"',
  });
  await open(ctx, `/search/results/content/?${q}`);
  const posts: ActionOutcomes['search-posts']['posts'] = [];
  for (const el of (await findAll(ctx.page, postSel.post)).slice(0, payload.max)) {
    const urn = await el.getAttribute('data-urn');
    if (!urn) continue;
    const author = el.locator(postSel.postActor[0]).first();
    posts.push({
      urn,
      authorName: (await textOf(el, postSel.postActor)) ?? undefined,
      authorUrl: (await author.getAttribute('href').catch(() => null)) ?? undefined,
      text: normalizeText((await textOf(el, postSel.postText)) ?? ''),
      likes: Number(((await textOf(el, postSel.postReactions)) ?? '0').replace(/\D/g, '') || 0),
    });
  }
  return { posts };
}
