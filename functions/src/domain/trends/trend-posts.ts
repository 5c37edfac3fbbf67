import { AppError } from '@outreach/shared/errors';
import { TrendPostEntity } from '../../data/entities/trend.ts';
import type { Deps } from '../../ports/deps.ts';
import { enqueueBotAction } from '../bot/enqueue-bot-action.ts';
import type { Actor } from '../content/actor.ts';
import { ownTrend, type TrendPostRow, trendPostView } from './trend-view.ts';

/** GET /trends/{id}/posts and GET /trend-posts?trendId=: the trend's posts in the order LinkedIn gave them. */
export async function listTrendPosts(
  deps: Deps,
  actor: Actor,
  trendId: string,
  q: { page: number; perPage: number },
) {
  await ownTrend(deps, actor, trendId);
  const rows = (await TrendPostEntity.query.byTrend({ teamId: actor.teamId, trendId }).go({ pages: 'all' }))
    .data;
  rows.sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0));
  const start = (q.page - 1) * q.perPage;
  return { posts: rows.slice(start, start + q.perPage).map(trendPostView), total: rows.length };
}

/** POST /trend-posts/{id}/like: the bot likes the post as the user (once). */
export async function likeTrendPost(deps: Deps, actor: Actor, id: string) {
  const [trendId, postKey] = id.split('.');
  await ownTrend(deps, actor, trendId);
  const row = (await TrendPostEntity.get({ teamId: actor.teamId, trendId, postKey }).go()).data;
  if (!row) throw new AppError('NOT_FOUND', 'Post not found');
  if (row.liked || row.likeRequestedAt !== undefined) return trendPostView(row);
  await enqueueBotAction(deps, {
    teamId: actor.teamId,
    userId: actor.userId,
    actionId: `like#${row.urn}`,
    type: 'like-post',
    payload: { trendId, postKey, urn: row.urn },
  });
  const updated = await TrendPostEntity.patch({ teamId: actor.teamId, trendId, postKey })
    .set({ likeRequestedAt: deps.clock.now() })
    .go({ response: 'all_new' });
  return trendPostView(updated.data as TrendPostRow);
}
