import { connectionsRoutes } from '@outreach/shared/routes/connections';
import { getConnectionSync, requestConnectionSync } from '../../domain/contacts/request-connection-sync.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(connectionsRoutes, 'POST /connections/sync', async ({ auth, deps }) => {
  const acc = { teamId: await currentTeamId(deps, auth), userId: auth.userId };
  await requestConnectionSync(deps, acc);
  return getConnectionSync(deps, acc);
});
