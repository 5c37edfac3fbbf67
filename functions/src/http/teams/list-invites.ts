import { teamsRoutes } from '@outreach/shared/routes/teams';
import { listInvites } from '../../domain/teams/list-invites.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(teamsRoutes, 'GET /teams/{id}/invites', ({ auth, params, deps }) =>
  listInvites(deps, params.id, auth.userId),
);
