import { TeamEntity } from '../../data/entities/team.ts';
import type { Deps } from '../../ports/deps.ts';
import { getTeam } from './get-team.ts';
import { requireTeamRole } from './team-access.ts';

/** PATCH /teams/{id}: the owner renames the team. */
export async function renameTeam(deps: Deps, teamId: string, userId: string, name: string) {
  await requireTeamRole(deps, teamId, userId, ['owner']);
  await TeamEntity.patch({ teamId }).set({ name, updatedAt: deps.clock.now() }).go();
  return getTeam(deps, teamId, userId);
}
