import { AppError } from '@outreach/shared/errors';
import { TeamInviteEntity } from '../../data/entities/team-invite.ts';
import type { Deps } from '../../ports/deps.ts';
import { inviteById } from './find-invite.ts';

/** POST /teams/invites/{id}/reject: frees the seat; the link stays copyable (spec 2 §6). */
export async function rejectInvite(deps: Deps, inviteId: string) {
  const i = await inviteById(deps, inviteId);
  if (i.status === 'active') throw new AppError('BAD_REQUEST', 'This invitation was already accepted');
  await TeamInviteEntity.patch({ teamId: i.teamId, inviteId })
    .set({ status: 'rejected', updatedAt: deps.clock.now() })
    .where((a, op) => op.ne(a.status, 'active'))
    .go();
  return { ok: true };
}
