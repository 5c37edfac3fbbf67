import { AppError } from '@outreach/shared/errors';
import { createWriteTransaction } from '../../data/electrodb.ts';
import { MembershipEntity } from '../../data/entities/membership.ts';
import { TeamGroupEntity } from '../../data/entities/team-group.ts';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { CHANGED_MEANWHILE } from '../teams/owner-count.ts';
import { findMember, NOT_ALLOWED } from '../teams/team-access.ts';
import { findGroup, GROUP_NOT_FOUND, groupAccess } from './group-access.ts';

export const NOT_IN_GROUP = 'This member is not in this group';
export const IN_OTHER_GROUP = 'This member is already in another group';

/**
 * POST /groups/{id}/members/{memberId} (`into` true) and DELETE (false): puts a member of the current
 * team into a group, or takes them out. The owner moves anyone between groups; an admin in a group
 * moves only plain members without a group into theirs, or out of it. One transaction checks the
 * group still exists and the membership still has the group and role read.
 */
export async function setMemberGroup(
  deps: Deps,
  auth: AuthContext,
  groupId: string,
  memberId: string,
  into: boolean,
) {
  const { teamId, scope } = await groupAccess(deps, auth);
  await findGroup(deps, teamId, groupId, scope);
  const member = await findMember(deps, teamId, memberId);
  const from = member.groupId ?? null;
  if (scope && (member.role !== 'member' || member.userId === auth.userId))
    throw new AppError('FORBIDDEN', NOT_ALLOWED);
  if (!into && from !== groupId) throw new AppError('BAD_REQUEST', NOT_IN_GROUP);
  if (into && scope && from && from !== groupId) throw new AppError('BAD_REQUEST', IN_OTHER_GROUP);
  if (into && from === groupId) return { memberId: member.memberId, groupId };
  const res = await createWriteTransaction(
    { membership: MembershipEntity, teamGroup: TeamGroupEntity },
    ({ membership, teamGroup }) => [
      teamGroup
        .check({ teamId, groupId })
        .where((a, op) => op.exists(a.name))
        .commit(),
      into
        ? membership
            .patch({ teamId, userId: member.userId })
            .set({ groupId })
            .where(
              (a, op) =>
                `${op.eq(a.role, member.role)} AND ${from ? op.eq(a.groupId, from) : op.notExists(a.groupId)}`,
            )
            .commit()
        : membership
            .patch({ teamId, userId: member.userId })
            .remove(['groupId'])
            .where((a, op) => `${op.eq(a.role, member.role)} AND ${op.eq(a.groupId, groupId)}`)
            .commit(),
    ],
  ).go();
  if (res.canceled) {
    if (res.data[0]?.rejected) throw new AppError('NOT_FOUND', GROUP_NOT_FOUND);
    throw new AppError('CONFLICT', CHANGED_MEANWHILE);
  }
  return { memberId: member.memberId, groupId: into ? groupId : null };
}
