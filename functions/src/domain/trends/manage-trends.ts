import type { TTrendRequest } from '@outreach/shared/schemas/trends';
import { ulid } from 'ulid';
import type { Deps } from '../../ports/deps.ts';
import type { Actor } from '../content/actor.ts';
import { assertTeamFeature } from '../content/team-features.ts';
import { ownTrend, ownTrends, type TrendRow, trendView } from './trend-view.ts';

/** POST /trends: a keyword to follow (trends are a Premium feature). */
export async function createTrend(deps: Deps, actor: Actor, req: TTrendRequest) {
  await assertTeamFeature(deps, actor.teamId, 'trends');
  const now = deps.clock.now();
  const row = await deps.db.entities.trend
    .create({
      teamId: actor.teamId,
      trendId: ulid(now),
      userId: actor.userId,
      ...req,
      createdAt: now,
      updatedAt: now,
    })
    .go();
  return trendView(row.data, now);
}

/** GET /trends. */
export async function listTrends(deps: Deps, actor: Actor) {
  const now = deps.clock.now();
  return (await ownTrends(deps, actor)).map((r) => trendView(r, now));
}

/** PATCH /trends/{id} {term, sortBy, interval}. */
export async function updateTrend(deps: Deps, actor: Actor, trendId: string, req: Partial<TTrendRequest>) {
  await ownTrend(deps, actor, trendId);
  const now = deps.clock.now();
  const updated = await deps.db.entities.trend
    .patch({ teamId: actor.teamId, trendId })
    .set({ ...req, updatedAt: now })
    .go({ response: 'all_new' });
  return trendView(updated.data as TrendRow, now);
}

/** DELETE /trends/{id}, with its posts. */
export async function deleteTrend(deps: Deps, actor: Actor, trendId: string) {
  await ownTrend(deps, actor, trendId);
  const posts = (
    await deps.db.entities.trendPost.query.byTrend({ teamId: actor.teamId, trendId }).go({ pages: 'all' })
  ).data;
  if (posts.length) await deps.db.entities.trendPost.delete(posts).go();
  await deps.db.entities.trend.delete({ teamId: actor.teamId, trendId }).go();
  return { success: true as const };
}
