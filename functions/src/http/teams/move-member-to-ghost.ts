import { teamsRoutes } from '@outreach/shared/routes/teams';
import { moveMemberToGhost } from '../../domain/teams/move-member-to-ghost.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  teamsRoutes,
  'POST /teams/members/{id}/move-to-ghost',
  ({ auth, params, deps }) => moveMemberToGhost(deps, auth, params.id),
);
