import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { currentTeamId } from './current-team.ts';
import { moveToHomeTeam } from './home-team.ts';
import { deleteMembership } from './remove-member.ts';
import { requireMembership } from './team-access.ts';

/** POST /teams/leave: the caller leaves their current team; the last owner may not (spec 1 §4). */
export async function leaveTeam(deps: Deps, auth: AuthContext) {
  const teamId = await currentTeamId(deps, auth);
  const { membership } = await requireMembership(deps, teamId, auth.userId);
  await deleteMembership(deps, teamId, membership);
  const lastTeamId = await moveToHomeTeam(deps, auth.userId, teamId);
  return { lastTeamId };
}
