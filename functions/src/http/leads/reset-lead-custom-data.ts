import { leadsRoutes } from '@outreach/shared/routes/leads';
import { setLeadCustomData } from '../../domain/contacts/lead-custom-data.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  leadsRoutes,
  'DELETE /leads/{id}/campaign/{campaignId}/custom-data',
  async ({ auth, params, deps }) =>
    setLeadCustomData(deps, await currentTeamId(deps, auth), auth.userId, params.id, params.campaignId, null),
);
