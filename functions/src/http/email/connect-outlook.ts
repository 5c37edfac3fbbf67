import { emailRoutes } from '@outreach/shared/routes/email';
import { connectMailOAuth } from '../../domain/email/mailbox-oauth.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  emailRoutes,
  'POST /microsoft/outlook/sign-in',
  async ({ auth, deps, body }) => {
    const key = { teamId: await currentTeamId(deps, auth), userId: auth.userId };
    return connectMailOAuth(deps, key, 'outlook', body);
  },
);
