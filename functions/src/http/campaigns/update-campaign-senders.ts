import { campaignsRoutes } from '@outreach/shared/routes/campaigns';
import { updateCampaignSenders } from '../../domain/campaigns/update-campaign-senders.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  campaignsRoutes,
  'PATCH /campaigns/{id}/senders',
  async ({ auth, params, body, deps }) =>
    updateCampaignSenders(deps, await currentTeamId(deps, auth), params.id, body),
);
