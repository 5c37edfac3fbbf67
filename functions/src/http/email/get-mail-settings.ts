import { emailRoutes } from '@outreach/shared/routes/email';
import { getMailSettings } from '../../domain/email/mail-settings-view.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(emailRoutes, 'GET /users/me/mail-settings', async ({ auth, deps }) => {
  const key = { teamId: await currentTeamId(deps, auth), userId: auth.userId };
  return getMailSettings(deps, key);
});
