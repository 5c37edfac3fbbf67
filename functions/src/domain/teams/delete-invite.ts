import { TeamInviteEntity } from '../../data/entities/team-invite.ts';
import type { Deps } from '../../ports/deps.ts';
import { inviteById } from './find-invite.ts';
import { requireTeamRole } from './team-access.ts';

/** DELETE /teams/invites/{id}/remove: the owner deletes a pending or rejected invite of their team. */
export async function deleteInvite(deps: Deps, inviteId: string, userId: string) {
  const i = await inviteById(deps, inviteId);
  // Another team's invite answers 404 like an unknown one.
  await requireTeamRole(deps, i.teamId, userId, ['owner']);
  await TeamInviteEntity.delete({ teamId: i.teamId, inviteId }).go();
  return { ok: true };
}
