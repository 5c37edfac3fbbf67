import { teamsRoutes } from '@outreach/shared/routes/teams';
import { getFirstInvite } from '../../domain/teams/get-first-invite.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(teamsRoutes, 'GET /teams/invites/first', ({ auth, deps }) =>
  getFirstInvite(deps, auth.userId),
);
