import { teamsRoutes } from '@outreach/shared/routes/teams';
import { getInvite } from '../../domain/teams/get-invite.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(teamsRoutes, 'GET /teams/invites/{key}', ({ params, deps }) =>
  getInvite(deps, params.key),
);
