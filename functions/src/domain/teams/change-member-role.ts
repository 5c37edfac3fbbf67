import { AppError } from '@outreach/shared/errors';
import { needsSelfDowngradeConfirmation } from '@outreach/shared/rules/team';
import type { TChangeMemberRoleRequest } from '@outreach/shared/schemas/team';
import { createWriteTransaction } from '../../data/electrodb.ts';
import { MembershipEntity } from '../../data/entities/membership.ts';
import { TeamEntity } from '../../data/entities/team.ts';
import { UserEntity } from '../../data/entities/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { loadMemberViews } from './member-views.ts';
import { CHANGED_MEANWHILE, ensureOwnerCount, LAST_OWNER } from './owner-count.ts';
import { findMember, requireTeamRole } from './team-access.ts';

export const SELF_DOWNGRADE_CONFIRM =
  'Changing your own role to a lower one cannot be undone. Please confirm the change.';
export const GHOST_ROLE = 'Users without email can only be members';

/**
 * PATCH /teams/{id}/members/{memberId}: the owner changes a role (spec 1 §6). One transaction checks
 * that the caller is still an owner and the target still has the role read, and moves the team's
 * owner count, whose condition keeps at least one owner however many changes race.
 */
export async function changeMemberRole(
  deps: Deps,
  teamId: string,
  userId: string,
  memberId: string,
  req: TChangeMemberRoleRequest,
) {
  await requireTeamRole(deps, teamId, userId, ['owner'], 'manageTeam');
  const target = await findMember(deps, teamId, memberId);
  const targetUser = (await UserEntity.get({ userId: target.userId }).go()).data;
  if (targetUser?.isGhostUser && req.role !== 'member') throw new AppError('BAD_REQUEST', GHOST_ROLE);
  const from = target.role;
  if (from === req.role) return memberView(deps, teamId, target.userId);
  if (
    needsSelfDowngradeConfirmation({
      viewerUserId: userId,
      targetUserId: target.userId,
      from,
      to: req.role,
    }) &&
    !req.confirmSelfDowngrade
  )
    throw new AppError('BAD_REQUEST', SELF_DOWNGRADE_CONFIRM);
  await ensureOwnerCount(deps, teamId);
  const now = deps.clock.now();
  const res = await createWriteTransaction(
    { membership: MembershipEntity, team: TeamEntity },
    ({ membership, team }) => [
      membership
        .patch({ teamId, userId: target.userId })
        .set({ role: req.role })
        .where((a, op) => op.eq(a.role, from))
        .commit(),
      // The caller must still be an owner (a concurrent change may have demoted them).
      ...(target.userId === userId
        ? []
        : [
            membership
              .check({ teamId, userId })
              .where((a, op) => op.eq(a.role, 'owner'))
              .commit(),
          ]),
      ...(from === 'owner'
        ? [
            team
              .patch({ teamId })
              .subtract({ ownerCount: 1 })
              .set({ updatedAt: now })
              .where((a, op) => op.gt(a.ownerCount, 1))
              .commit(),
          ]
        : req.role === 'owner'
          ? [team.patch({ teamId }).add({ ownerCount: 1 }).set({ updatedAt: now }).commit()]
          : []),
    ],
  ).go();
  if (res.canceled) {
    // Only the owner counter refused: this change would leave the team without an owner.
    const refused = res.data.filter((d) => d.rejected).length;
    if (from === 'owner' && refused === 1 && res.data.at(-1)?.rejected)
      throw new AppError('BAD_REQUEST', LAST_OWNER);
    throw new AppError('CONFLICT', CHANGED_MEANWHILE);
  }
  return memberView(deps, teamId, target.userId);
}

async function memberView(deps: Deps, teamId: string, userId: string) {
  const m = (await loadMemberViews(deps, teamId)).find((v) => v.userId === userId);
  if (!m) throw new AppError('NOT_FOUND', 'Member not found');
  return m;
}
