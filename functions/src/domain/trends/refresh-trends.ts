import { AppError } from '@outreach/shared/errors';
import { TrendEntity } from '../../data/entities/trend.ts';
import type { Deps } from '../../ports/deps.ts';
import { getAccount } from '../bot/accounts.ts';
import { enqueueBotAction } from '../bot/enqueue-bot-action.ts';
import { UNWORKABLE_LOGIN_STATES } from '../bot/queue.ts';
import type { Actor } from '../content/actor.ts';
import { assertTeamFeature } from '../content/team-features.ts';
import { ownTrend, ownTrends, type TrendRow, trendView } from './trend-view.ts';

/** Posts read per refresh. OURS. */
export const TREND_POSTS_PER_REFRESH = 20;
export const linkedInNeeded = 'Your LinkedIn contacts are not synced';

/**
 * Hands a refresh to the bot. By default one refresh per trend per minute of product time (a double
 * click makes one action); the automatic refresh passes its own id, one per scheduled time.
 */
export async function startRefresh(deps: Deps, actor: Actor, row: TrendRow, actionId?: string) {
  const now = deps.clock.now();
  await enqueueBotAction(deps, {
    teamId: actor.teamId,
    userId: actor.userId,
    actionId: actionId ?? `trend#${row.trendId}#${Math.floor(now / 60_000)}`,
    type: 'search-posts',
    payload: { trendId: row.trendId, term: row.term, sortBy: row.sortBy, max: TREND_POSTS_PER_REFRESH },
  });
  const updated = await TrendEntity.patch({ teamId: actor.teamId, trendId: row.trendId })
    .set({ refreshingSince: now })
    .go({ response: 'all_new' });
  return trendView(updated.data as TrendRow, now);
}

/** The bot reads LinkedIn for the user: a usable LinkedIn account is needed. */
export async function assertLinkedIn(deps: Deps, actor: Actor) {
  const account = await getAccount(deps, actor);
  if (!account || UNWORKABLE_LOGIN_STATES.has(account.loginStatus ?? ''))
    throw new AppError('CONFLICT', linkedInNeeded);
}

/** POST /trends/{id}/refresh: the bot reads the keyword's posts on LinkedIn's content search. */
export async function refreshTrend(deps: Deps, actor: Actor, trendId: string) {
  const row = await ownTrend(deps, actor, trendId);
  await assertTeamFeature(deps, actor.teamId, 'trends');
  await assertLinkedIn(deps, actor);
  return startRefresh(deps, actor, row);
}

/** POST /trends/refresh-all (trend id -1 in the SPA). */
export async function refreshAllTrends(deps: Deps, actor: Actor) {
  await assertTeamFeature(deps, actor.teamId, 'trends');
  await assertLinkedIn(deps, actor);
  const out = [];
  for (const row of await ownTrends(deps, actor)) out.push(await startRefresh(deps, actor, row));
  return out;
}
