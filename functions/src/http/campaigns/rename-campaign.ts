import { campaignsRoutes } from '@outreach/shared/routes/campaigns';
import { renameCampaign } from '../../domain/campaigns/change-campaign.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  campaignsRoutes,
  'PATCH /campaigns/{id}/name',
  async ({ auth, params, body, deps }) =>
    renameCampaign(deps, await currentTeamId(deps, auth), params.id, body.name),
);
