import type { TTeamStatsQuery } from '@outreach/shared/schemas/team-stats';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { teamStats } from './team-stats.ts';

/** GET /teams/stats: the team stats page. */
export function getTeamStats(deps: Deps, auth: AuthContext, q: TTeamStatsQuery) {
  return teamStats(deps, auth, q);
}
