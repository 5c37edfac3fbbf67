import { connectionsRoutes } from '@outreach/shared/routes/connections';
import { listConnections } from '../../domain/contacts/list-connections.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(connectionsRoutes, 'POST /connections', async ({ auth, body, deps }) =>
  listConnections(deps, { teamId: await currentTeamId(deps, auth), userId: auth.userId }, body),
);
