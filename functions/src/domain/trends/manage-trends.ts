import type { TTrendRequest } from '@outreach/shared/schemas/trends';
import { ulid } from 'ulid';
import { TrendEntity, TrendPostEntity } from '../../data/entities/trend.ts';
import type { Deps } from '../../ports/deps.ts';
import type { Actor } from '../content/actor.ts';
import { assertTeamFeature } from '../content/team-features.ts';
import { cancelAutoRefresh, scheduleAutoRefresh } from './auto-refresh.ts';
import { ownTrend, ownTrends, type TrendRow, trendView } from './trend-view.ts';

/** POST /trends: a keyword to follow (trends are a Premium feature). */
export async function createTrend(deps: Deps, actor: Actor, req: TTrendRequest) {
  await assertTeamFeature(deps, actor.teamId, 'trends');
  const now = deps.clock.now();
  const trendId = ulid(now);
  // Scheduled first: if the write then fails, the schedule finds no trend and does nothing.
  const nextRefreshAt = await scheduleAutoRefresh(deps, { teamId: actor.teamId, trendId }, req.interval, now);
  const row = await TrendEntity.create({
    teamId: actor.teamId,
    trendId,
    userId: actor.userId,
    ...req,
    nextRefreshAt,
    createdAt: now,
    updatedAt: now,
  }).go();
  return trendView(row.data, now);
}

/** GET /trends. */
export async function listTrends(deps: Deps, actor: Actor) {
  const now = deps.clock.now();
  return (await ownTrends(deps, actor)).map((r) => trendView(r, now));
}

/** PATCH /trends/{id} {term, sortBy, interval}. */
export async function updateTrend(deps: Deps, actor: Actor, trendId: string, req: Partial<TTrendRequest>) {
  const row = await ownTrend(deps, actor, trendId);
  const now = deps.clock.now();
  // A new interval counts from now: the pending schedule is replaced (the old one would arrive stale).
  const reschedule = req.interval !== undefined && req.interval !== row.interval;
  const nextRefreshAt = reschedule
    ? await scheduleAutoRefresh(deps, row, req.interval as number, now)
    : row.nextRefreshAt;
  const updated = await TrendEntity.patch({ teamId: actor.teamId, trendId })
    .set({ ...req, nextRefreshAt, updatedAt: now })
    .go({ response: 'all_new' });
  if (reschedule) await cancelAutoRefresh(deps, row);
  return trendView(updated.data as TrendRow, now);
}

/** DELETE /trends/{id}, with its posts. */
export async function deleteTrend(deps: Deps, actor: Actor, trendId: string) {
  const row = await ownTrend(deps, actor, trendId);
  const posts = (await TrendPostEntity.query.byTrend({ teamId: actor.teamId, trendId }).go({ pages: 'all' }))
    .data;
  if (posts.length) await TrendPostEntity.delete(posts).go();
  await TrendEntity.delete({ teamId: actor.teamId, trendId }).go();
  await cancelAutoRefresh(deps, row);
  return { success: true as const };
}
