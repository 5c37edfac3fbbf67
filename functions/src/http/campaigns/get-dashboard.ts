import { campaignsRoutes } from '@outreach/shared/routes/campaigns';
import { getDashboard } from '../../domain/stats/get-dashboard.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(campaignsRoutes, 'GET /campaigns/dashboard', async ({ auth, query, deps }) =>
  getDashboard(deps, await currentTeamId(deps, auth), auth.userId, query),
);
