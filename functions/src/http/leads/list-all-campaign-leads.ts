import { leadsRoutes } from '@outreach/shared/routes/leads';
import { listAllCampaignLeads } from '../../domain/leads/list-all-campaign-leads.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  leadsRoutes,
  'GET /leads/campaign/{id}/all',
  async ({ auth, params, query, deps }) =>
    listAllCampaignLeads(deps, await currentTeamId(deps, auth), params.id, query),
);
