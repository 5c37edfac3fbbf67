import { leadsRoutes } from '@outreach/shared/routes/leads';
import { removeLeadTags } from '../../domain/contacts/remove-lead-tags.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(leadsRoutes, 'PATCH /leads/{id}/tags', async ({ auth, params, body, deps }) =>
  removeLeadTags(deps, await currentTeamId(deps, auth), auth.userId, params.id, body.tagIds),
);
