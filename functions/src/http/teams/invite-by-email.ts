import { teamsRoutes } from '@outreach/shared/routes/teams';
import { inviteByEmail } from '../../domain/teams/invite-by-email.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(teamsRoutes, 'POST /teams/{id}/invites', ({ auth, params, body, deps }) =>
  inviteByEmail(deps, params.id, auth.userId, body),
);
