import { groupsRoutes } from '@outreach/shared/routes/groups';
import { deleteGroup } from '../../domain/groups/delete-group.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(groupsRoutes, 'DELETE /groups/{id}', ({ auth, params, deps }) =>
  deleteGroup(deps, auth, params.id),
);
