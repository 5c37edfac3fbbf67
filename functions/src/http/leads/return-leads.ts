import { leadsRoutes } from '@outreach/shared/routes/leads';
import { returnLeads } from '../../domain/leads/return-leads.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  leadsRoutes,
  'PATCH /leads/campaign/{id}/return',
  async ({ auth, params, body, deps }) =>
    returnLeads(deps, await currentTeamId(deps, auth), params.id, body.entityUrns),
);
