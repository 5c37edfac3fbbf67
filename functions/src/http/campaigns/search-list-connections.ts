import { campaignsRoutes } from '@outreach/shared/routes/campaigns';
import { searchConnectionCampaigns } from '../../domain/campaigns/list-grouped.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  campaignsRoutes,
  'GET /campaigns/search-list/connections',
  async ({ auth, query, deps }) => searchConnectionCampaigns(deps, await currentTeamId(deps, auth), query),
);
