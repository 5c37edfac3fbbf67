import { emailRoutes } from '@outreach/shared/routes/email';
import { setGmailAlias } from '../../domain/email/gmail-aliases.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(emailRoutes, 'PATCH /gmail/aliases', async ({ auth, deps, body }) => {
  const key = { teamId: await currentTeamId(deps, auth), userId: auth.userId };
  return setGmailAlias(deps, key, body.email);
});
