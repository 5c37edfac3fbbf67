import { connectionsRoutes } from '@outreach/shared/routes/connections';
import { setConnectionNotes } from '../../domain/contacts/change-connection.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  connectionsRoutes,
  'PATCH /connections/{entityUrn}/notes',
  async ({ auth, params, body, deps }) =>
    setConnectionNotes(
      deps,
      { teamId: await currentTeamId(deps, auth), userId: auth.userId },
      params.entityUrn,
      body.notes,
    ),
);
