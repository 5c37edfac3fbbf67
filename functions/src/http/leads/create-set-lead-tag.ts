import { leadsRoutes } from '@outreach/shared/routes/leads';
import { createSetLeadTag } from '../../domain/contacts/set-lead-tags.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  leadsRoutes,
  'PUT /leads/{id}/create-set-tag',
  async ({ auth, params, body, deps }) =>
    createSetLeadTag(deps, await currentTeamId(deps, auth), auth.userId, params.id, body),
);
