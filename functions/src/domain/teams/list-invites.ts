import type { Deps } from '../../ports/deps.ts';
import { inviteWhiteLabel } from '../whitelabels/invite-white-label.ts';
import { inviteView } from './invite-view.ts';
import { requireTeamRole, teamInvites } from './team-access.ts';

/** GET /teams/{id}/invites: pending and rejected invites, newest first (owner and admin, spec 1 §6). */
export async function listInvites(deps: Deps, teamId: string, userId: string) {
  const { team } = await requireTeamRole(deps, teamId, userId, ['owner', 'admin'], 'teamMembers');
  const invites = (await teamInvites(deps, teamId))
    .filter((i) => i.status !== 'active')
    .sort((a, b) => b.createdAt - a.createdAt);
  const wl = await inviteWhiteLabel(deps, teamId);
  return { invites: invites.map((i) => inviteView(deps, i, team.name, wl)), total: invites.length };
}
