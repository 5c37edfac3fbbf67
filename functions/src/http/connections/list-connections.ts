import { connectionsRoutes } from '@outreach/shared/routes/connections';
import { getConnection } from '../../domain/contacts/change-connection.ts';
import { listConnections } from '../../domain/contacts/list-connections.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(connectionsRoutes, 'GET /connections', async ({ auth, query, deps }) => {
  const acc = { teamId: await currentTeamId(deps, auth), userId: auth.userId };
  const one = query.entityUrn ?? query.objectUrn;
  return one ? getConnection(deps, acc, one) : listConnections(deps, acc, query);
});
