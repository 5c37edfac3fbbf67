import { teamsRoutes } from '@outreach/shared/routes/teams';
import { changeMemberRole } from '../../domain/teams/change-member-role.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  teamsRoutes,
  'PATCH /teams/{id}/members/{memberId}',
  ({ auth, params, body, deps }) => changeMemberRole(deps, params.id, auth.userId, params.memberId, body),
);
