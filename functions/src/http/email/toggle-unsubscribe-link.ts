import { emailRoutes } from '@outreach/shared/routes/email';
import { toggleUnsubscribeLink } from '../../domain/email/toggle-unsubscribe-link.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  emailRoutes,
  'PATCH /users/me/toggle-unsubscribe-link',
  async ({ auth, deps }) =>
    toggleUnsubscribeLink(deps, { teamId: await currentTeamId(deps, auth), userId: auth.userId }),
);
