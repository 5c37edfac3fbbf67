import { teamsRoutes } from '@outreach/shared/routes/teams';
import { exportTeamStats } from '../../domain/teams/export-team-stats.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(teamsRoutes, 'POST /teams/stats/csv', ({ auth, body, deps }) =>
  exportTeamStats(deps, auth, body),
);
