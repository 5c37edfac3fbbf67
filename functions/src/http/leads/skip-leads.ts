import { leadsRoutes } from '@outreach/shared/routes/leads';
import { skipLeads } from '../../domain/leads/skip-leads.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  leadsRoutes,
  'PATCH /leads/campaign/{id}/skip',
  async ({ auth, params, body, deps }) =>
    skipLeads(deps, await currentTeamId(deps, auth), params.id, body.entityUrns),
);
