import { AppError } from '@outreach/shared/errors';
import { inboxMessages } from '@outreach/shared/schemas/inbox';
import type { Deps } from '../../ports/deps.ts';
import { getAccount } from '../bot/accounts.ts';
import { enqueueBotAction } from '../bot/actions.ts';
import type { AccountKey } from '../bot/types.ts';
import { changeInvitation, fieldsOf, type InvitationRow } from './invitation-row.ts';

export function invitesSyncView(s: { status: string; finishedAt?: number } | null | undefined) {
  return {
    status: (s?.status ?? 'never') as 'never' | 'running' | 'done' | 'failed',
    finishedAt: s?.finishedAt ? new Date(s.finishedAt).toISOString() : null,
  };
}

/** POST /invites/sync: the bot reads the pending sent and received invitations (one sync at a time). */
export async function requestInvitesSync(deps: Deps, acc: AccountKey) {
  const account = await getAccount(deps, acc);
  if (account?.loginStatus !== 'LOGGED_IN') throw new AppError('BAD_REQUEST', inboxMessages.notSynced);
  const cur = (await deps.db.entities.invitationSync.get(acc).go()).data;
  if (cur?.status === 'running') return invitesSyncView(cur);
  const now = deps.clock.now();
  const actionId = `invites-sync#${acc.userId}#${now}`;
  try {
    if (cur)
      await deps.db.entities.invitationSync
        .patch(acc)
        .set({ status: 'running', actionId, startedAt: now })
        .where((a, op) => op.eq(a.startedAt, cur.startedAt))
        .go();
    else
      await deps.db.entities.invitationSync
        .create({ ...acc, status: 'running', actionId, startedAt: now })
        .go();
  } catch (e) {
    if ((e as Error).message?.includes('conditional request failed'))
      return invitesSyncView((await deps.db.entities.invitationSync.get(acc).go()).data);
    throw e;
  }
  await enqueueBotAction(deps, { ...acc, actionId, type: 'sync-invitations', payload: { runId: now } });
  return invitesSyncView({ status: 'running' });
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
  const sync = (await deps.db.entities.invitationSync.get(key).go()).data;
  if (sync?.actionId !== actionId) return;
  if (ok) {
    for (const tab of ['sent', 'received'] as const) {
      const { data } = await deps.db.entities.invitation.query.byTab({ ...key, tab }).go({ pages: 'all' });
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
  await deps.db.entities.invitationSync
    .patch(key)
    .set(
      ok
        ? { status: 'done', finishedAt: deps.clock.now() }
        : { status: 'failed', finishedAt: deps.clock.now(), error: error ?? 'failed' },
    )
    .go();
}
