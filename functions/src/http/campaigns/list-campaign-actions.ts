import { campaignsRoutes } from '@outreach/shared/routes/campaigns';
import { listCampaignActions } from '../../domain/campaigns/campaign-stats.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  campaignsRoutes,
  'GET /campaigns/{id}/actions',
  async ({ auth, params, query, deps }) =>
    listCampaignActions(deps, await currentTeamId(deps, auth), params.id, query),
);
