import { connectionsRoutes } from '@outreach/shared/routes/connections';
import { ZConnectionListQuery } from '@outreach/shared/schemas/contacts';
import { listConnections } from '../../domain/contacts/list-connections.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(connectionsRoutes, 'GET /connections/tagged', async ({ auth, query, deps }) =>
  listConnections(
    deps,
    { teamId: await currentTeamId(deps, auth), userId: auth.userId },
    ZConnectionListQuery.parse({
      page: query.page,
      perPage: query.perPage,
      cursor: query.cursor,
      tags: { include: query.tagIds },
    }),
  ),
);
