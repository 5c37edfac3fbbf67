import { invitationsRoutes } from '@outreach/shared/routes/invitations';
import { listInvites } from '../../domain/invitations/list-invites.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(invitationsRoutes, 'GET /invites', async ({ auth, query, deps }) =>
  listInvites(deps, { teamId: await currentTeamId(deps, auth), userId: auth.userId }, query),
);
