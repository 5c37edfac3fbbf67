import { campaignsRoutes } from '@outreach/shared/routes/campaigns';
import { listCampaigns } from '../../domain/campaigns/list-campaigns.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(campaignsRoutes, 'GET /campaigns', async ({ auth, query, deps }) =>
  listCampaigns(deps, await currentTeamId(deps, auth), query),
);
