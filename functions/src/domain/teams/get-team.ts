import type { Deps } from '../../ports/deps.ts';
import { requireMembership } from './team-access.ts';
import { loadTeamView } from './team-view.ts';

/** GET /teams/{id}: the team (spec 1 §3) with its settings toggles; 404 outside the caller's teams. */
export async function getTeam(deps: Deps, teamId: string, userId: string) {
  const { team } = await requireMembership(deps, teamId, userId);
  const view = await loadTeamView(deps, teamId, userId);
  return {
    ...view!,
    isMemberInboxEnabled: team.isMemberInboxEnabled ?? false,
    isShareMemberLeads: team.isShareMemberLeads ?? false,
    isVerifyOnTheFlyEnabled: team.isVerifyOnTheFlyEnabled ?? false,
    isSendDisconnectedEmailEnabled: team.isSendDisconnectedEmailEnabled ?? false,
  };
}
