import { campaignsRoutes } from '@outreach/shared/routes/campaigns';
import { getCampaignSenders } from '../../domain/campaigns/get-campaign-senders.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  campaignsRoutes,
  'GET /campaigns/{id}/senders',
  async ({ auth, params, deps }) => getCampaignSenders(deps, await currentTeamId(deps, auth), params.id),
);
