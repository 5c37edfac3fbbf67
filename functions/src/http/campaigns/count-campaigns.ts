import { campaignsRoutes } from '@outreach/shared/routes/campaigns';
import { countCampaigns } from '../../domain/campaigns/list-campaigns.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(campaignsRoutes, 'GET /campaigns/counts', async ({ auth, query, deps }) =>
  countCampaigns(deps, await currentTeamId(deps, auth), query.category),
);
