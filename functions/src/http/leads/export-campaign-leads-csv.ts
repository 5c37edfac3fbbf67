import { leadsRoutes } from '@outreach/shared/routes/leads';
import { exportCampaignLeadsCsv } from '../../domain/contacts/export-contacts-csv.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  leadsRoutes,
  'POST /leads/campaign/{id}/csv',
  async ({ auth, params, body, deps }) =>
    exportCampaignLeadsCsv(deps, await currentTeamId(deps, auth), params.id, body),
);
