import { campaignsRoutes } from '@outreach/shared/routes/campaigns';
import { publishCampaign } from '../../domain/campaigns/change-campaign.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  campaignsRoutes,
  'POST /campaigns/{id}/publish',
  async ({ auth, params, deps }) =>
    publishCampaign(deps, await currentTeamId(deps, auth), params.id, auth.userId),
);
