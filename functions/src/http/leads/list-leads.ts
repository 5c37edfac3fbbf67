import { leadsRoutes } from '@outreach/shared/routes/leads';
import { listLeads } from '../../domain/contacts/list-leads.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(leadsRoutes, 'GET /leads', async ({ auth, query, deps }) =>
  listLeads(deps, await currentTeamId(deps, auth), auth.userId, query),
);
