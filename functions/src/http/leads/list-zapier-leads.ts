import { leadsRoutes } from '@outreach/shared/routes/leads';
import { listZapierLeads } from '../../domain/integrations/list-zapier-leads.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  leadsRoutes,
  'GET /leads/campaign/{id}/zapier',
  async ({ auth, params, query, deps }) =>
    listZapierLeads(deps, await currentTeamId(deps, auth), params.id, query),
);
