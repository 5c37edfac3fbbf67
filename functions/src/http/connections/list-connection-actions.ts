import { connectionsRoutes } from '@outreach/shared/routes/connections';
import { listConnectionActions } from '../../domain/contacts/list-connection-actions.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  connectionsRoutes,
  'GET /connections/{entityUrn}/actions',
  async ({ auth, params, query, deps }) =>
    listConnectionActions(
      deps,
      { teamId: await currentTeamId(deps, auth), userId: auth.userId },
      params.entityUrn,
      query,
    ),
);
