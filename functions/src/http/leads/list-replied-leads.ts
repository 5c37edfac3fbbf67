import { leadsRoutes } from '@outreach/shared/routes/leads';
import { listRepliedLeads } from '../../domain/contacts/list-replied-leads.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(leadsRoutes, 'GET /leads/replied', async ({ auth, query, deps }) =>
  listRepliedLeads(deps, await currentTeamId(deps, auth), auth.userId, query),
);
