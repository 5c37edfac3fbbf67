import { teamsRoutes } from '@outreach/shared/routes/teams';
import { addGhostMember } from '../../domain/teams/add-ghost-member.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  teamsRoutes,
  'POST /teams/{id}/invites/ghost',
  ({ auth, params, body, deps }) => addGhostMember(deps, params.id, auth.userId, body.name),
);
