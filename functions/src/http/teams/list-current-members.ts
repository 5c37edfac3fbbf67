import { teamsRoutes } from '@outreach/shared/routes/teams';
import { listCurrentMembers } from '../../domain/teams/list-current-members.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(teamsRoutes, 'GET /teams/members', ({ auth, deps }) =>
  listCurrentMembers(deps, auth),
);
