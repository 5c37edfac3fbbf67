import { teamsRoutes } from '@outreach/shared/routes/teams';
import { removeMember } from '../../domain/teams/remove-member.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  teamsRoutes,
  'DELETE /teams/{id}/members/{memberId}',
  ({ auth, params, deps }) => removeMember(deps, params.id, auth.userId, params.memberId),
);
