import { AppError } from '@outreach/shared/errors';
import { inboxMessages } from '@outreach/shared/schemas/inbox';
import { InboxSyncEntity } from '../../data/entities/conversation.ts';
import type { Deps } from '../../ports/deps.ts';
import { getAccount } from '../bot/accounts.ts';
import { enqueueBotAction } from '../bot/enqueue-bot-action.ts';
import type { AccountKey } from '../bot/types.ts';
import { scheduleName } from '../scheduling/step-messages.ts';

/** How often (product time) an account's inbox is synced after the first full sync (ours). */
export const INBOX_SYNC_INTERVAL_MS = 3_600_000;
/** An incremental sync re-reads this much before the newest activity it saw (ours). */
const OVERLAP_MS = 3_600_000;

/** A `steps` queue message: time for an account's scheduled incremental inbox sync. */
export interface InboxSyncMessage {
  kind: 'inbox-sync';
  teamId: string;
  userId: string;
  bucket: number;
}

async function scheduleTick(deps: Deps, acc: AccountKey, bucket: number) {
  const body: InboxSyncMessage = { kind: 'inbox-sync', ...acc, bucket };
  await deps.scheduler.schedule({
    name: scheduleName('sy', 'inbox', acc.teamId, acc.userId, bucket),
    at: bucket * INBOX_SYNC_INTERVAL_MS,
    queue: 'steps',
    body,
  });
}

/** The sync's state as the inbox shows it. */
export function inboxSyncView(
  s: { status: string; mode: string; synced?: number; finishedAt?: number } | null | undefined,
) {
  return {
    status: (s?.status ?? 'never') as 'never' | 'running' | 'done' | 'failed',
    mode: (s?.mode ?? null) as 'full' | 'incremental' | null,
    synced: s?.synced ?? 0,
    finishedAt: s?.finishedAt ? new Date(s.finishedAt).toISOString() : null,
  };
}

export async function getInboxSync(_deps: Deps, acc: AccountKey) {
  return inboxSyncView((await InboxSyncEntity.get(acc).go()).data);
}

/**
 * Asks the bot for an inbox sync of the caller's LinkedIn account: the first reads every thread
 * (LinkedIn messaging, InMail, Sales Navigator), later ones only threads active since the newest
 * seen. A sync already running is answered as is; each sync schedules the next tick (hourly).
 * Without a signed-in LinkedIn account: 400 'Your LinkedIn contacts are not synced'.
 */
export async function requestInboxSync(deps: Deps, acc: AccountKey) {
  const account = await getAccount(deps, acc);
  if (account?.loginStatus !== 'LOGGED_IN') throw new AppError('BAD_REQUEST', inboxMessages.notSynced);
  const now = deps.clock.now();
  const cur = (await InboxSyncEntity.get(acc).go()).data;
  if (cur?.status === 'running') return inboxSyncView(cur);
  const full = !cur?.fullDoneAt;
  const sinceMs = full ? 0 : Math.max(0, (cur?.newestAt ?? 0) - OVERLAP_MS);
  const actionId = `inbox-sync#${acc.userId}#${now}`;
  const mode = full ? ('full' as const) : ('incremental' as const);
  try {
    if (cur)
      await InboxSyncEntity.patch(acc)
        .set({ status: 'running', mode, actionId, synced: 0, startedAt: now })
        .where((a, op) => op.eq(a.startedAt, cur.startedAt))
        .go();
    else
      await InboxSyncEntity.create({
        ...acc,
        status: 'running',
        mode,
        actionId,
        synced: 0,
        startedAt: now,
      }).go();
  } catch (e) {
    if ((e as Error).message?.includes('conditional request failed')) return getInboxSync(deps, acc);
    throw e;
  }
  await enqueueBotAction(deps, { ...acc, actionId, type: 'sync-inbox', payload: { sinceMs, full } });
  await scheduleTick(deps, acc, Math.floor(now / INBOX_SYNC_INTERVAL_MS) + 1);
  return inboxSyncView({ status: 'running', mode, synced: 0 });
}

/** The scheduled tick: an incremental sync while the account works; the ticks stop otherwise. */
export async function runInboxSyncTick(deps: Deps, msg: InboxSyncMessage) {
  const acc = { teamId: msg.teamId, userId: msg.userId };
  const sync = (await InboxSyncEntity.get(acc).go()).data;
  if (!sync) return 'idle' as const;
  if (Math.floor(sync.startedAt / INBOX_SYNC_INTERVAL_MS) >= msg.bucket) return 'stale' as const;
  try {
    await requestInboxSync(deps, acc);
    return 'synced' as const;
  } catch (e) {
    if (e instanceof AppError) return 'idle' as const;
    throw e;
  }
}

/** The bot finished (or gave up on) an inbox sync. */
export async function finishInboxSync(
  deps: Deps,
  acc: AccountKey & { actionId: string },
  ok: boolean,
  error?: string,
) {
  const now = deps.clock.now();
  const { actionId, ...key } = acc;
  const sync = (await InboxSyncEntity.get(key).go()).data;
  if (sync?.actionId !== actionId) return;
  await InboxSyncEntity.patch(key)
    .set(
      ok
        ? { status: 'done', finishedAt: now, ...(sync.mode === 'full' ? { fullDoneAt: now } : {}) }
        : { status: 'failed', finishedAt: now, error: error ?? 'failed' },
    )
    .go();
}
