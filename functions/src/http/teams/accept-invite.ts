import { teamsRoutes } from '@outreach/shared/routes/teams';
import { acceptInvite } from '../../domain/teams/accept-invite.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  teamsRoutes,
  'POST /teams/invites/{id}/accept',
  ({ auth, params, body, deps }) => acceptInvite(deps, auth, params.id, body),
);
