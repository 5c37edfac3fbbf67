import { groupsRoutes } from '@outreach/shared/routes/groups';
import { listGroups } from '../../domain/groups/list-groups.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(groupsRoutes, 'GET /groups', ({ auth, query, deps }) =>
  listGroups(deps, auth, query),
);
