import { createWriteTransaction } from '../../data/electrodb.ts';
import { MembershipEntity } from '../../data/entities/membership.ts';
import { TeamGroupEntity } from '../../data/entities/team-group.ts';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { teamMemberships } from '../teams/team-access.ts';
import { findGroup, groupAccess } from './group-access.ts';

/**
 * DELETE /groups/{id}: the owner deletes a group; its members stay in the team without a group.
 * The group row goes first, so a concurrent assignment (which checks the group exists in its
 * transaction) cannot land after the sweep of its members.
 */
export async function deleteGroup(deps: Deps, auth: AuthContext, groupId: string) {
  const { teamId } = await groupAccess(deps, auth, { ownerOnly: true });
  await findGroup(deps, teamId, groupId, null);
  await TeamGroupEntity.delete({ teamId, groupId }).go();
  const members = (await teamMemberships(deps, teamId)).filter((m) => m.groupId === groupId);
  // Conditional: a member moved to another group (or gone) meanwhile is left as it is.
  for (const m of members)
    await createWriteTransaction({ membership: MembershipEntity }, ({ membership }) => [
      membership
        .patch({ teamId, userId: m.userId })
        .remove(['groupId'])
        .where((a, op) => op.eq(a.groupId, groupId))
        .commit(),
    ]).go();
  return { ok: true as const };
}
