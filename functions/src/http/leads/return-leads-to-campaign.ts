import { leadsRoutes } from '@outreach/shared/routes/leads';
import { returnPersonLeads } from '../../domain/contacts/return-person-leads.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  leadsRoutes,
  'PATCH /leads/return-to-campaign',
  async ({ auth, body, deps }) =>
    returnPersonLeads(deps, await currentTeamId(deps, auth), auth.userId, body.entityUrns),
);
