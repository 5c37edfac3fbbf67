import { TrendEntity } from '../../data/entities/trend.ts';
import type { Deps } from '../../ports/deps.ts';
import { assertTeamFeature } from '../content/team-features.ts';
import { assertLinkedIn, startRefresh } from './refresh-trends.ts';
import type { TrendRow } from './trend-view.ts';

// Trends refresh by themselves every `interval` hours (spec 3 §3: presets 3, 6, 12, 24 or custom 3–360).
// Each trend has one pending one-time schedule (EventBridge Scheduler in AWS, the table scheduler
// locally) on the posts queue; the row's `nextRefreshAt` names the one that counts, so a schedule left
// behind by an edit or a delete arrives stale and does nothing.

const HOUR = 3_600_000;

/** The posts-queue message of a trend's automatic refresh. */
export interface TrendMessage {
  kind: 'trend';
  teamId: string;
  trendId: string;
  at: number;
}

const scheduleName = (teamId: string, trendId: string, at: number) => `trend#${teamId}#${trendId}#${at}`;

type TrendKey = Pick<TrendRow, 'teamId' | 'trendId'>;

/** Schedules the refresh `interval` hours after `from`; answers its time (store it as nextRefreshAt). */
export async function scheduleAutoRefresh(deps: Deps, t: TrendKey, intervalHours: number, from: number) {
  const at = from + intervalHours * HOUR;
  const body: TrendMessage = { kind: 'trend', teamId: t.teamId, trendId: t.trendId, at };
  await deps.scheduler.schedule({ name: scheduleName(t.teamId, t.trendId, at), at, queue: 'posts', body });
  return at;
}

/** Drops a trend's pending schedule (an edit of the interval, or a delete). */
export async function cancelAutoRefresh(deps: Deps, t: TrendKey & { nextRefreshAt?: number }) {
  if (t.nextRefreshAt === undefined) return;
  await deps.scheduler.cancel(scheduleName(t.teamId, t.trendId, t.nextRefreshAt)).catch(() => {});
}

/**
 * A trend's time has come: schedule the next one, claim this one (only one delivery of a message wins),
 * then hand the refresh to the bot, once per scheduled time. A trend whose owner lost the feature or
 * LinkedIn is skipped this time and tried again at the next interval.
 */
export async function handleTrendMessage(deps: Deps, msg: TrendMessage): Promise<string> {
  const key = { teamId: msg.teamId, trendId: msg.trendId };
  const row = (await TrendEntity.get(key).go()).data as TrendRow | null;
  if (!row || row.nextRefreshAt !== msg.at) return 'stale';
  // From now, not from `at`: after downtime (or a jump of the product clock) one refresh catches up,
  // not one per missed interval. The name is deterministic, so a redelivery schedules the same one.
  const next = await scheduleAutoRefresh(deps, row, row.interval, Math.max(msg.at, deps.clock.now()));
  try {
    await TrendEntity.patch(key)
      .set({ nextRefreshAt: next })
      .where((t, op) => op.eq(t.nextRefreshAt, msg.at))
      .go();
  } catch {
    return 'stale';
  }
  const actor = { teamId: row.teamId, userId: row.userId };
  try {
    await assertTeamFeature(deps, row.teamId, 'trends');
    await assertLinkedIn(deps, actor);
  } catch {
    return 'skipped';
  }
  await startRefresh(deps, actor, row, `trend#${row.trendId}#auto#${msg.at}`);
  return 'refreshed';
}
