import { campaignsRoutes } from '@outreach/shared/routes/campaigns';
import { getStatistics } from '../../domain/campaigns/get-statistics.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(campaignsRoutes, 'GET /campaigns/statistics', async ({ auth, query, deps }) =>
  getStatistics(deps, await currentTeamId(deps, auth), auth.userId, query),
);
