import { invitePauseUntil, type LimitSignal } from '@outreach/shared/rules/outreach/sender-caps';
import { SenderCapsEntity } from '../../../data/entities/sender-caps.ts';
import type { Deps } from '../../../ports/deps.ts';
import { loadSenderCaps } from './check-sender-caps.ts';

/**
 * LinkedIn told the bot a limit was reached: the sender's invitations pause for hours
 * (`invitePauseUntil`), so the leads behind wait it out once instead of each trying the next day.
 * Answers the end of the pause.
 */
export async function pauseInvites(
  deps: Deps,
  owner: { teamId: string; userId: string },
  signal: LimitSignal,
): Promise<number> {
  owner = { teamId: owner.teamId, userId: owner.userId };
  const now = deps.clock.now();
  const caps = await loadSenderCaps(deps, owner);
  const until = invitePauseUntil(signal, now, caps?.invitesPausedUntil);
  await SenderCapsEntity.upsert({
    ...owner,
    invitesPausedUntil: until,
    pauseSignal: signal,
    pausedAt: now,
    updatedAt: now,
  }).go();
  return until;
}

/** Counts invitations sent by the product and still pending (+1 sent, -1 accepted or withdrawn). */
export async function countPendingInvites(deps: Deps, acc: { teamId: string; userId: string }, n: 1 | -1) {
  const owner = { teamId: acc.teamId, userId: acc.userId };
  const now = deps.clock.now();
  if (n > 0) {
    await SenderCapsEntity.upsert({ ...owner, updatedAt: now })
      .add({ pendingInvites: 1 })
      .go();
    return;
  }
  // Never below zero (invitations sent before the counter existed).
  await SenderCapsEntity.patch(owner)
    .subtract({ pendingInvites: 1 })
    .set({ updatedAt: now })
    .where((a, op) => op.gt(a.pendingInvites, 0))
    .go()
    .catch(() => {});
}
