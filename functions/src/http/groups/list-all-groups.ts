import { groupsRoutes } from '@outreach/shared/routes/groups';
import { listAllGroups } from '../../domain/groups/list-all-groups.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(groupsRoutes, 'GET /groups/all', ({ auth, deps }) =>
  listAllGroups(deps, auth),
);
