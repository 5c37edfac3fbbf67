import { leadsRoutes } from '@outreach/shared/routes/leads';
import { excludeLeads } from '../../domain/contacts/exclude-leads.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(leadsRoutes, 'POST /leads/exclude', async ({ auth, body, deps }) =>
  excludeLeads(deps, await currentTeamId(deps, auth), auth.userId, body),
);
