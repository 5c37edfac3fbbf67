import { leadsRoutes } from '@outreach/shared/routes/leads';
import { addLeadTags } from '../../domain/contacts/set-lead-tags.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(leadsRoutes, 'POST /leads/add-tags', async ({ auth, body, deps }) =>
  addLeadTags(deps, await currentTeamId(deps, auth), auth.userId, body),
);
