import { leadsRoutes } from '@outreach/shared/routes/leads';
import { getLeadInfo } from '../../domain/contacts/get-lead-info.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(leadsRoutes, 'GET /leads/{id}', async ({ auth, params, deps }) =>
  getLeadInfo(deps, await currentTeamId(deps, auth), auth.userId, params.id),
);
