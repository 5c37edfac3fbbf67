import { AppError } from '@outreach/shared/errors';
import { inboxMessages } from '@outreach/shared/schemas/inbox';
import { InvitationEntity, InvitationSyncEntity } from '../../data/entities/invitation.ts';
import type { Deps } from '../../ports/deps.ts';
import { getAccount } from '../bot/accounts.ts';
import { enqueueBotAction } from '../bot/enqueue-bot-action.ts';
import type { AccountKey } from '../bot/types.ts';
import { scheduleName } from '../scheduling/step-messages.ts';
import { changeInvitation, fieldsOf, type InvitationRow } from './invitation-row.ts';

/** How often (product time) an account's invitations are synced after its first sync (ours). */
export const INVITES_SYNC_INTERVAL_MS = 6 * 3_600_000;

/** A `steps` queue message: time for an account's scheduled invitations sync. */
export interface InvitesSyncMessage {
  kind: 'invites-sync';
  teamId: string;
  userId: string;
  bucket: number;
}

async function scheduleTick(deps: Deps, acc: AccountKey, bucket: number) {
  const body: InvitesSyncMessage = { kind: 'invites-sync', ...acc, bucket };
  await deps.scheduler.schedule({
    name: scheduleName('sy', 'invites', acc.teamId, acc.userId, bucket),
    at: bucket * INVITES_SYNC_INTERVAL_MS,
    queue: 'steps',
    body,
  });
}

export function invitesSyncView(s: { status: string; finishedAt?: number } | null | undefined) {
  return {
    status: (s?.status ?? 'never') as 'never' | 'running' | 'done' | 'failed',
    finishedAt: s?.finishedAt ? new Date(s.finishedAt).toISOString() : null,
  };
}

/**
 * POST /invites/sync (and the first visit of /invitations): the bot reads the pending sent and
 * received invitations (one sync at a time). Each sync schedules the next tick (every 6 hours), so
 * later syncs come on their own while the account stays signed in.
 */
export async function requestInvitesSync(deps: Deps, acc: AccountKey) {
  const account = await getAccount(deps, acc);
  if (account?.loginStatus !== 'LOGGED_IN') throw new AppError('BAD_REQUEST', inboxMessages.notSynced);
  const cur = (await InvitationSyncEntity.get(acc).go()).data;
  if (cur?.status === 'running') return invitesSyncView(cur);
  const now = deps.clock.now();
  const actionId = `invites-sync#${acc.userId}#${now}`;
  try {
    if (cur)
      await InvitationSyncEntity.patch(acc)
        .set({ status: 'running', actionId, startedAt: now })
        .where((a, op) => op.eq(a.startedAt, cur.startedAt))
        .go();
    else await InvitationSyncEntity.create({ ...acc, status: 'running', actionId, startedAt: now }).go();
  } catch (e) {
    if ((e as Error).message?.includes('conditional request failed'))
      return invitesSyncView((await InvitationSyncEntity.get(acc).go()).data);
    throw e;
  }
  await enqueueBotAction(deps, { ...acc, actionId, type: 'sync-invitations', payload: { runId: now } });
  await scheduleTick(deps, acc, Math.floor(now / INVITES_SYNC_INTERVAL_MS) + 1);
  return invitesSyncView({ status: 'running' });
}

/** The scheduled tick: a sync while the account works; the ticks stop otherwise (the next visit restarts them). */
export async function runInvitesSyncTick(deps: Deps, msg: InvitesSyncMessage) {
  const acc = { teamId: msg.teamId, userId: msg.userId };
  const sync = (await InvitationSyncEntity.get(acc).go()).data;
  if (!sync) return 'idle' as const;
  // A sync requested meanwhile already scheduled a later tick.
  if (Math.floor(sync.startedAt / INVITES_SYNC_INTERVAL_MS) >= msg.bucket) return 'stale' as const;
  try {
    await requestInvitesSync(deps, acc);
    return 'synced' as const;
  } catch (e) {
    if (e instanceof AppError) return 'idle' as const;
    throw e;
  }
}

/**
 * The bot read every pending invitation: sent or received ones it did not see this run are no longer
 * pending on LinkedIn (accepted, answered or withdrawn there) and leave their tab.
 */
export async function finishInvitesSync(
  deps: Deps,
  acc: AccountKey & { actionId: string },
  runId: number,
  ok: boolean,
  error?: string,
) {
  const { actionId, ...key } = acc;
  const sync = (await InvitationSyncEntity.get(key).go()).data;
  if (sync?.actionId !== actionId) return;
  if (ok) {
    for (const tab of ['sent', 'received'] as const) {
      const { data } = await InvitationEntity.query.byTab({ ...key, tab }).go({ pages: 'all' });
      for (const r of data as InvitationRow[]) {
        if ((r.seenAt ?? 0) >= runId || r.pendingAction) continue;
        await changeInvitation(deps, { ...key, invitationId: r.invitationId }, (cur) =>
          cur && cur.tab === tab && (cur.seenAt ?? 0) < runId
            ? { ...fieldsOf(cur), tab: 'done', result: 'closed' }
            : null,
        );
      }
    }
  }
  await InvitationSyncEntity.patch(key)
    .set(
      ok
        ? { status: 'done', finishedAt: deps.clock.now() }
        : { status: 'failed', finishedAt: deps.clock.now(), error: error ?? 'failed' },
    )
    .go();
}
