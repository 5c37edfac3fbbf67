import { teamsRoutes } from '@outreach/shared/routes/teams';
import { deleteInvite } from '../../domain/teams/delete-invite.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(teamsRoutes, 'DELETE /teams/invites/{id}/remove', ({ auth, params, deps }) =>
  deleteInvite(deps, params.id, auth.userId),
);
