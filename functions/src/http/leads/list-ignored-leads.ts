import { leadsRoutes } from '@outreach/shared/routes/leads';
import { listCampaignLeads } from '../../domain/leads/campaign-leads.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  leadsRoutes,
  'GET /leads/campaign/{id}/ignored',
  async ({ auth, params, query, deps }) =>
    listCampaignLeads(deps, await currentTeamId(deps, auth), params.id, { ...query, type: 'ignored' }),
);
