import { campaignsRoutes } from '@outreach/shared/routes/campaigns';
import { deleteCampaign } from '../../domain/campaigns/change-campaign.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(campaignsRoutes, 'DELETE /campaigns/{id}', async ({ auth, params, deps }) =>
  deleteCampaign(deps, await currentTeamId(deps, auth), params.id),
);
