import { teamsRoutes } from '@outreach/shared/routes/teams';
import { rejectInvite } from '../../domain/teams/reject-invite.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(teamsRoutes, 'POST /teams/invites/{id}/reject', ({ params, deps }) =>
  rejectInvite(deps, params.id),
);
