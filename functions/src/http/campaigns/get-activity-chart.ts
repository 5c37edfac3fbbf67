import { campaignsRoutes } from '@outreach/shared/routes/campaigns';
import { getActivityChart } from '../../domain/campaigns/campaign-stats.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  campaignsRoutes,
  'GET /campaigns/{id}/activity/chart',
  async ({ auth, params, deps }) =>
    getActivityChart(deps, await currentTeamId(deps, auth), auth.userId, params.id),
);
