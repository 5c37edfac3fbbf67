import { emailRoutes } from '@outreach/shared/routes/email';
import { saveMailSettings } from '../../domain/email/save-mail-settings.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(emailRoutes, 'PUT /users/me/mail-settings', async ({ auth, deps, body }) => {
  const key = { teamId: await currentTeamId(deps, auth), userId: auth.userId };
  return saveMailSettings(deps, key, body);
});
