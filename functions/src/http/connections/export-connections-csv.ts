import { connectionsRoutes } from '@outreach/shared/routes/connections';
import { exportConnectionsCsv } from '../../domain/contacts/export-contacts-csv.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(connectionsRoutes, 'POST /connections/csv', async ({ auth, body, deps }) =>
  exportConnectionsCsv(deps, { teamId: await currentTeamId(deps, auth), userId: auth.userId }, body),
);
