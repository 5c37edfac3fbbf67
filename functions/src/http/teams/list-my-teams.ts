import { teamsRoutes } from '@outreach/shared/routes/teams';
import { listMyTeams } from '../../domain/teams/list-my-teams.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(teamsRoutes, 'GET /teams/mine', ({ auth, deps }) =>
  listMyTeams(deps, auth.userId),
);
