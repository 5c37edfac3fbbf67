import { teamsRoutes } from '@outreach/shared/routes/teams';
import { listMembers } from '../../domain/teams/list-members.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(teamsRoutes, 'GET /teams/{id}/members', ({ auth, params, query, deps }) =>
  listMembers(deps, params.id, auth.userId, query),
);
