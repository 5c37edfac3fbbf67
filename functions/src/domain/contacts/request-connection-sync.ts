import { AppError } from '@outreach/shared/errors';
import { ContactCounterEntity } from '../../data/entities/contact-counter.ts';
import { ContactSyncEntity } from '../../data/entities/contact-sync.ts';
import type { Deps } from '../../ports/deps.ts';
import { getAccount } from '../bot/accounts.ts';
import { enqueueBotAction } from '../bot/enqueue-bot-action.ts';
import type { AccountKey } from '../bot/types.ts';
import { scheduleName } from '../scheduling/step-messages.ts';

/** How often (product time) an account's connections are synced after the first full sync (ours). */
export const CONNECTION_SYNC_INTERVAL_MS = 12 * 3_600_000;
/** An incremental sync re-reads this much before the newest connection it saw (ours). */
const OVERLAP_MS = 24 * 3_600_000;

export const notSyncedMessage = 'Your LinkedIn contacts are not synced';

/** A `steps` queue message: time for an account's scheduled incremental connections sync. */
export interface ConnectionSyncMessage {
  kind: 'connections-sync';
  teamId: string;
  userId: string;
  bucket: number;
}

async function scheduleTick(deps: Deps, acc: AccountKey, bucket: number) {
  const body: ConnectionSyncMessage = { kind: 'connections-sync', ...acc, bucket };
  await deps.scheduler.schedule({
    name: scheduleName('sy', 'connections', acc.teamId, acc.userId, bucket),
    at: bucket * CONNECTION_SYNC_INTERVAL_MS,
    queue: 'steps',
    body,
  });
}

/**
 * Asks the bot for a connections sync of the caller's LinkedIn account: the first is full (its
 * progress shows in the sync status), later ones read only connections since the last one seen.
 * A sync already running is answered as is. Each sync schedules the next tick (every 12 hours),
 * so later syncs come on their own. Without a signed-in LinkedIn account: 400 'Your LinkedIn
 * contacts are not synced'.
 */
export async function requestConnectionSync(deps: Deps, acc: AccountKey) {
  const account = await getAccount(deps, acc);
  if (account?.loginStatus !== 'LOGGED_IN') throw new AppError('BAD_REQUEST', notSyncedMessage);
  const now = deps.clock.now();
  const cur = (await ContactSyncEntity.get(acc).go()).data;
  if (cur?.status === 'running') return cur;
  const full = !cur?.fullDoneAt;
  const sinceMs = full ? 0 : Math.max(0, (cur?.newestAt ?? 0) - OVERLAP_MS);
  const actionId = `conn-sync#${acc.userId}#${now}`;
  const row = {
    ...acc,
    status: 'running' as const,
    mode: full ? ('full' as const) : ('incremental' as const),
    actionId,
    synced: 0,
    total: cur?.total,
    newestAt: cur?.newestAt,
    fullDoneAt: cur?.fullDoneAt,
    startedAt: now,
  };
  // Conditional on what was read: two requests at once start one sync.
  try {
    if (cur)
      await ContactSyncEntity.patch(acc)
        .set({ status: 'running', mode: row.mode, actionId, synced: 0, startedAt: now })
        .where((a, op) => op.eq(a.startedAt, cur.startedAt))
        .go();
    else await ContactSyncEntity.create(row).go();
  } catch (e) {
    if ((e as Error).message?.includes('conditional request failed'))
      return (await ContactSyncEntity.get(acc).go()).data;
    throw e;
  }
  await enqueueBotAction(deps, { ...acc, actionId, type: 'sync-connections', payload: { sinceMs, full } });
  await scheduleTick(deps, acc, Math.floor(now / CONNECTION_SYNC_INTERVAL_MS) + 1);
  return row;
}

/** The scheduled tick: an incremental sync when the account still works; nothing otherwise (the ticks stop). */
export async function runConnectionSyncTick(deps: Deps, msg: ConnectionSyncMessage) {
  const acc = { teamId: msg.teamId, userId: msg.userId };
  const sync = (await ContactSyncEntity.get(acc).go()).data;
  if (!sync) return 'idle' as const;
  // A sync requested meanwhile already scheduled a later tick.
  if (Math.floor(sync.startedAt / CONNECTION_SYNC_INTERVAL_MS) >= msg.bucket) return 'stale' as const;
  try {
    await requestConnectionSync(deps, acc);
    return 'synced' as const;
  } catch (e) {
    if (e instanceof AppError) return 'idle' as const;
    throw e;
  }
}

/** The bot finished (or gave up on) a connections sync. */
export async function finishConnectionSync(
  deps: Deps,
  acc: AccountKey & { actionId: string },
  outcome: { synced: number; total: number } | undefined,
  error?: string,
) {
  const now = deps.clock.now();
  const { actionId, ...key } = acc;
  const sync = (await ContactSyncEntity.get(key).go()).data;
  if (sync?.actionId !== actionId) return;
  await ContactSyncEntity.patch(key)
    .set(
      outcome
        ? {
            status: 'done',
            finishedAt: now,
            total: outcome.total,
            ...(sync.mode === 'full' ? { fullDoneAt: now } : {}),
          }
        : { status: 'failed', finishedAt: now, error: error ?? 'failed' },
    )
    .go();
}

/** GET /connections/sync: the sync's state for the progress bar. */
export async function getConnectionSync(_deps: Deps, acc: AccountKey) {
  const s = (await ContactSyncEntity.get(acc).go()).data;
  const count = (await ContactCounterEntity.get({ ...acc, scope: acc.userId, name: 'connections' }).go()).data
    ?.count;
  return {
    status: s?.status ?? 'never',
    mode: s?.mode ?? null,
    synced: s?.synced ?? 0,
    total: s?.total ?? null,
    connections: Math.max(0, count ?? 0),
    startedAt: s ? new Date(s.startedAt).toISOString() : null,
    finishedAt: s?.finishedAt ? new Date(s.finishedAt).toISOString() : null,
    lastFullSyncAt: s?.fullDoneAt ? new Date(s.fullDoneAt).toISOString() : null,
    error: s?.error ?? null,
  };
}
