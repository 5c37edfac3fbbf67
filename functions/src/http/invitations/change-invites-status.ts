import { invitationsRoutes } from '@outreach/shared/routes/invitations';
import { changeInvitesStatus } from '../../domain/invitations/change-invites-status.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  invitationsRoutes,
  'POST /invites/change-status',
  async ({ auth, body, deps }) =>
    changeInvitesStatus(
      deps,
      { teamId: await currentTeamId(deps, auth), userId: auth.userId },
      body.inviteIds,
      body.status,
    ),
);
