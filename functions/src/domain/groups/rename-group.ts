import { AppError } from '@outreach/shared/errors';
import { createWriteTransaction } from '../../data/electrodb.ts';
import { TeamGroupEntity } from '../../data/entities/team-group.ts';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { loadMemberViews } from '../teams/member-views.ts';
import { findGroup, GROUP_NOT_FOUND, groupAccess } from './group-access.ts';
import { groupView } from './group-view.ts';

/** PATCH /groups/{id}: the owner renames a group of the current team. */
export async function renameGroup(deps: Deps, auth: AuthContext, groupId: string, name: string) {
  const { teamId } = await groupAccess(deps, auth, { ownerOnly: true });
  const group = await findGroup(deps, teamId, groupId, null);
  const updatedAt = deps.clock.now();
  // The patch's existence condition refuses a group deleted meanwhile.
  const res = await createWriteTransaction({ teamGroup: TeamGroupEntity }, ({ teamGroup }) => [
    teamGroup.patch({ teamId, groupId }).set({ name, updatedAt }).commit(),
  ]).go();
  if (res.canceled) throw new AppError('NOT_FOUND', GROUP_NOT_FOUND);
  return groupView({ ...group, name }, await loadMemberViews(deps, teamId));
}
