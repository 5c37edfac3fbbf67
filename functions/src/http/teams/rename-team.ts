import { teamsRoutes } from '@outreach/shared/routes/teams';
import { renameTeam } from '../../domain/teams/rename-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(teamsRoutes, 'PATCH /teams/{id}', ({ auth, params, body, deps }) =>
  renameTeam(deps, params.id, auth.userId, body.name),
);
