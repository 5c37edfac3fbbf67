import { leadsRoutes } from '@outreach/shared/routes/leads';
import { deleteIgnoredLeads } from '../../domain/leads/delete-ignored-leads.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  leadsRoutes,
  'DELETE /leads/campaign/{id}/ignored',
  async ({ auth, params, body, deps }) =>
    deleteIgnoredLeads(deps, await currentTeamId(deps, auth), params.id, body.entityUrns),
);
