import { leadsRoutes } from '@outreach/shared/routes/leads';
import { listLeadActions } from '../../domain/contacts/list-lead-actions.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  leadsRoutes,
  'GET /leads/{id}/campaign/{campaignId}/actions',
  async ({ auth, params, deps }) =>
    listLeadActions(deps, await currentTeamId(deps, auth), auth.userId, params.id, params.campaignId),
);
