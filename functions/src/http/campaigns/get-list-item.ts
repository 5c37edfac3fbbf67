import { campaignsRoutes } from '@outreach/shared/routes/campaigns';
import { getCampaign } from '../../domain/campaigns/campaign-stats.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  campaignsRoutes,
  'GET /campaigns/{id}/list-item',
  async ({ auth, params, deps }) => getCampaign(deps, await currentTeamId(deps, auth), params.id),
);
