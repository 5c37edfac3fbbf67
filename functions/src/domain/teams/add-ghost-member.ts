import { ulid } from 'ulid';
import { createWriteTransaction } from '../../data/electrodb.ts';
import { MembershipEntity } from '../../data/entities/membership.ts';
import { UserEntity } from '../../data/entities/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { loadMemberViews } from './member-views.ts';
import { assertFreeSeat, requireTeamRole } from './team-access.ts';

/** The placeholder address of a user without email (never mailed, never a sign-in name). */
export const ghostEmail = (userId: string) => `ghost.${userId.toLowerCase()}@users.invalid`;

/**
 * POST /teams/{id}/invites/ghost: a member without email, added straight to the team with the
 * member role (spec 1 §6); they cannot sign in and are managed by impersonation.
 */
export async function addGhostMember(deps: Deps, teamId: string, userId: string, name: string) {
  const { team } = await requireTeamRole(deps, teamId, userId, ['owner'], 'manageTeam');
  await assertFreeSeat(deps, team);
  const now = deps.clock.now();
  const ghostId = ulid(now);
  const [firstName, ...rest] = name.split(/\s+/);
  await createWriteTransaction({ user: UserEntity, membership: MembershipEntity }, ({ user, membership }) => [
    user
      .create({
        userId: ghostId,
        email: ghostEmail(ghostId),
        firstName: firstName ?? name,
        lastName: rest.join(' '),
        isGhostUser: true,
        isEmailVerified: true,
        isWalkthroughCompleted: true,
        lastTeamId: teamId,
        createdAt: now,
        updatedAt: now,
      })
      .commit(),
    membership
      .create({ teamId, userId: ghostId, memberId: ulid(now), role: 'member', createdAt: now })
      .commit(),
  ]).go();
  const member = (await loadMemberViews(deps, teamId)).find((m) => m.userId === ghostId)!;
  return { type: 'member' as const, member };
}
