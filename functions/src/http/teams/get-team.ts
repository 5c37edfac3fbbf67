import { teamsRoutes } from '@outreach/shared/routes/teams';
import { getTeam } from '../../domain/teams/get-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(teamsRoutes, 'GET /teams/{id}', ({ auth, params, deps }) =>
  getTeam(deps, params.id, auth.userId),
);
