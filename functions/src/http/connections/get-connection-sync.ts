import { connectionsRoutes } from '@outreach/shared/routes/connections';
import { getConnectionSync } from '../../domain/contacts/request-connection-sync.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(connectionsRoutes, 'GET /connections/sync', async ({ auth, deps }) =>
  getConnectionSync(deps, { teamId: await currentTeamId(deps, auth), userId: auth.userId }),
);
