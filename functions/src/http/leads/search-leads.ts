import { leadsRoutes } from '@outreach/shared/routes/leads';
import { listLeads } from '../../domain/contacts/list-leads.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

/** POST /leads: the lead list with its filters in the body (spec 3 §7). */
export const handler = endpoint(leadsRoutes, 'POST /leads', async ({ auth, body, deps }) =>
  listLeads(deps, await currentTeamId(deps, auth), auth.userId, body),
);
