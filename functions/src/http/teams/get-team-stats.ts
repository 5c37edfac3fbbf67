import { teamsRoutes } from '@outreach/shared/routes/teams';
import { getTeamStats } from '../../domain/teams/get-team-stats.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(teamsRoutes, 'GET /teams/stats', ({ auth, query, deps }) =>
  getTeamStats(deps, auth, query),
);
