import { AppError } from '@outreach/shared/errors';
import { createWriteTransaction } from '../../data/electrodb.ts';
import { UserEntity } from '../../data/entities/user.ts';
import { UserEmailEntity } from '../../data/entities/user-email.ts';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { revokeAllSessions } from '../auth/sessions.ts';
import { ghostEmail } from './add-ghost-member.ts';
import { currentTeamId } from './current-team.ts';
import { findMember, requireTeamRole } from './team-access.ts';

export const GHOST_ONLY_MEMBERS = 'Only members with an email can be moved to ghost';

/**
 * POST /teams/members/{id}/move-to-ghost: the owner removes a member's email (spec 1 §7): the user
 * becomes a ghost user managed by impersonation, their address is freed and their sessions end.
 */
export async function moveMemberToGhost(deps: Deps, auth: AuthContext, memberId: string) {
  const teamId = await currentTeamId(deps, auth);
  await requireTeamRole(deps, teamId, auth.userId, ['owner'], 'manageTeam');
  const target = await findMember(deps, teamId, memberId);
  const user = (await UserEntity.get({ userId: target.userId }).go()).data;
  if (!user || target.userId === auth.userId || target.role !== 'member' || user.isGhostUser)
    throw new AppError('BAD_REQUEST', GHOST_ONLY_MEMBERS);
  const now = deps.clock.now();
  await createWriteTransaction({ user: UserEntity, userEmail: UserEmailEntity }, ({ user: u, userEmail }) => [
    u
      .patch({ userId: user.userId })
      .set({
        email: ghostEmail(user.userId),
        isGhostUser: true,
        needToLogout: true,
        lastTeamId: teamId,
        updatedAt: now,
      })
      .where((a, op) => op.eq(a.email, user.email))
      .commit(),
    userEmail.delete({ email: user.email }).commit(),
  ]).go();
  await revokeAllSessions(deps, user.userId);
  return { ok: true };
}
