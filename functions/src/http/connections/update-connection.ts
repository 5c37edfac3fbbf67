import { connectionsRoutes } from '@outreach/shared/routes/connections';
import { changeConnection } from '../../domain/contacts/change-connection.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  connectionsRoutes,
  'PATCH /connections/{entityUrn}',
  async ({ auth, params, body, deps }) =>
    changeConnection(
      deps,
      { teamId: await currentTeamId(deps, auth), userId: auth.userId },
      params.entityUrn,
      body,
    ),
);
