import { AppError } from '@outreach/shared/errors';
import type { TTeamStatsQuery } from '@outreach/shared/schemas/team-stats';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { teamStats } from './team-stats.ts';

/** GET /teams/stats/{id}: one member's stats (by memberId or userId); 404 outside the caller's view. */
export async function getMemberStats(deps: Deps, auth: AuthContext, memberId: string, q: TTeamStatsQuery) {
  const { range, members } = await teamStats(deps, auth, q, memberId);
  const member = members[0];
  if (!member) throw new AppError('NOT_FOUND', 'Member not found');
  return { range, member };
}
