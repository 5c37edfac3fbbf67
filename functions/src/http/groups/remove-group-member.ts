import { groupsRoutes } from '@outreach/shared/routes/groups';
import { setMemberGroup } from '../../domain/groups/set-member-group.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  groupsRoutes,
  'DELETE /groups/{id}/members/{memberId}',
  ({ auth, params, deps }) => setMemberGroup(deps, auth, params.id, params.memberId, false),
);
