import type { TMembersQuery } from '@outreach/shared/schemas/team';
import type { Deps } from '../../ports/deps.ts';
import { loadMemberViews, pageMembers } from './member-views.ts';
import { requireTeamRole } from './team-access.ts';

/**
 * GET /teams/{id}/members: owner and admin with the team-members feature (spec 1 §6). An admin in
 * a group sees that group's members only.
 */
export async function listMembers(deps: Deps, teamId: string, userId: string, q: TMembersQuery) {
  const { membership } = await requireTeamRole(deps, teamId, userId, ['owner', 'admin'], 'teamMembers');
  let all = await loadMemberViews(deps, teamId);
  if (membership.role === 'admin' && membership.groupId)
    all = all.filter((m) => m.groupId === membership.groupId || m.userId === userId);
  return pageMembers(all, q);
}
