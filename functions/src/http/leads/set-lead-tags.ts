import { leadsRoutes } from '@outreach/shared/routes/leads';
import { setLeadTags } from '../../domain/contacts/set-lead-tags.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  leadsRoutes,
  'PUT /leads/{id}/set-tags',
  async ({ auth, params, body, deps }) =>
    setLeadTags(deps, await currentTeamId(deps, auth), auth.userId, params.id, body.tagIds),
);
