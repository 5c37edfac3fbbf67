import { groupsRoutes } from '@outreach/shared/routes/groups';
import { renameGroup } from '../../domain/groups/rename-group.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(groupsRoutes, 'PATCH /groups/{id}', ({ auth, params, body, deps }) =>
  renameGroup(deps, auth, params.id, body.name),
);
