import { AppError } from '@outreach/shared/errors';
import { createWriteTransaction } from '../../data/electrodb.ts';
import { MembershipEntity } from '../../data/entities/membership.ts';
import { TeamEntity } from '../../data/entities/team.ts';
import { UserEntity } from '../../data/entities/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { revokeAllSessions } from '../auth/sessions.ts';
import { moveToHomeTeam } from './home-team.ts';
import { CHANGED_MEANWHILE, ensureOwnerCount, LAST_OWNER } from './owner-count.ts';
import { findMember, requireTeamRole } from './team-access.ts';

/**
 * Takes a membership out of a team in one transaction: the membership must still have the role
 * read, an owner leaving moves the owner count (never below 1), and `checkOwner` (the acting
 * owner, when removing someone else) must still be an owner.
 */
export async function deleteMembership(
  deps: Deps,
  teamId: string,
  member: { userId: string; role: 'owner' | 'admin' | 'member' },
  checkOwner?: string,
) {
  await ensureOwnerCount(deps, teamId);
  const now = deps.clock.now();
  const res = await createWriteTransaction(
    { membership: MembershipEntity, team: TeamEntity },
    ({ membership, team }) => [
      membership
        .delete({ teamId, userId: member.userId })
        .where((a, op) => op.eq(a.role, member.role))
        .commit(),
      // The acting owner must still be one (a concurrent change may have demoted them).
      ...(checkOwner
        ? [
            membership
              .check({ teamId, userId: checkOwner })
              .where((a, op) => op.eq(a.role, 'owner'))
              .commit(),
          ]
        : []),
      ...(member.role === 'owner'
        ? [
            team
              .patch({ teamId })
              .subtract({ ownerCount: 1 })
              .set({ updatedAt: now })
              .where((a, op) => op.gt(a.ownerCount, 1))
              .commit(),
          ]
        : []),
    ],
  ).go();
  if (res.canceled) {
    const refused = res.data.filter((d) => d.rejected).length;
    if (member.role === 'owner' && refused === 1 && res.data.at(-1)?.rejected)
      throw new AppError('BAD_REQUEST', LAST_OWNER);
    throw new AppError('CONFLICT', CHANGED_MEANWHILE);
  }
}

/** DELETE /teams/{id}/members/{memberId}: the owner removes someone else (spec 2 §6). */
export async function removeMember(deps: Deps, teamId: string, userId: string, memberId: string) {
  await requireTeamRole(deps, teamId, userId, ['owner'], 'manageTeam');
  const target = await findMember(deps, teamId, memberId);
  if (target.userId === userId)
    throw new AppError('BAD_REQUEST', 'You cannot remove yourself. Leave the team instead.');
  await deleteMembership(deps, teamId, target, userId);
  const user = (await UserEntity.get({ userId: target.userId }).go()).data;
  // Their sessions in this team end, and the realtime channel logs their open tabs out at once.
  if (user?.lastTeamId === teamId) {
    await moveToHomeTeam(deps, target.userId, teamId);
    await revokeAllSessions(deps, target.userId);
  }
  return { ok: true };
}
