import { leadsRoutes } from '@outreach/shared/routes/leads';
import { resetLeadColumn } from '../../domain/contacts/update-lead.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  leadsRoutes,
  'DELETE /leads/{id}/columns/{column}',
  async ({ auth, params, deps }) =>
    resetLeadColumn(deps, await currentTeamId(deps, auth), auth.userId, params.id, params.column),
);
