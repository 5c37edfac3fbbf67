import { leadsRoutes } from '@outreach/shared/routes/leads';
import { exportLeadsCsv } from '../../domain/contacts/export-contacts-csv.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(leadsRoutes, 'POST /leads/csv', async ({ auth, body, deps }) =>
  exportLeadsCsv(deps, await currentTeamId(deps, auth), auth.userId, body),
);
