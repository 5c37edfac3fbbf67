import { emailRoutes } from '@outreach/shared/routes/email';
import { listGmailAliases } from '../../domain/email/gmail-aliases.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(emailRoutes, 'GET /gmail/aliases', async ({ auth, deps }) => {
  const key = { teamId: await currentTeamId(deps, auth), userId: auth.userId };
  return listGmailAliases(deps, key);
});
