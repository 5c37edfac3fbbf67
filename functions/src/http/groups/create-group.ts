import { groupsRoutes } from '@outreach/shared/routes/groups';
import { createGroup } from '../../domain/groups/create-group.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(groupsRoutes, 'POST /groups', ({ auth, body, deps }) =>
  createGroup(deps, auth, body.name),
);
