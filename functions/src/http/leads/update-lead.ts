import { leadsRoutes } from '@outreach/shared/routes/leads';
import { updateLead } from '../../domain/contacts/update-lead.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(leadsRoutes, 'PATCH /leads/{id}', async ({ auth, params, body, deps }) =>
  updateLead(deps, await currentTeamId(deps, auth), auth.userId, params.id, body),
);
