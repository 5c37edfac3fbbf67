import { emailRoutes } from '@outreach/shared/routes/email';
import { getConnectedEmail } from '../../domain/email/mail-settings-view.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(emailRoutes, 'GET /users/email', async ({ auth, deps }) => {
  const key = { teamId: await currentTeamId(deps, auth), userId: auth.userId };
  return getConnectedEmail(deps, key);
});
