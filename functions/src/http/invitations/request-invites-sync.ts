import { invitationsRoutes } from '@outreach/shared/routes/invitations';
import { requestInvitesSync } from '../../domain/invitations/request-invites-sync.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(invitationsRoutes, 'POST /invites/sync', async ({ auth, deps }) =>
  requestInvitesSync(deps, { teamId: await currentTeamId(deps, auth), userId: auth.userId }),
);
