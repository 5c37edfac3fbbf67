import { emailRoutes } from '@outreach/shared/routes/email';
import { deleteMailbox } from '../../domain/email/delete-mail-settings.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(emailRoutes, 'DELETE /gmail', async ({ auth, deps }) => {
  const key = { teamId: await currentTeamId(deps, auth), userId: auth.userId };
  return deleteMailbox(deps, key);
});
