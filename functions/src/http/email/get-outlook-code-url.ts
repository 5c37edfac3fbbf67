import { emailRoutes } from '@outreach/shared/routes/email';
import { mailCodeUrl } from '../../domain/email/mailbox-oauth.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  emailRoutes,
  'GET /microsoft/outlook/code-url',
  async ({ auth, deps, query }) => {
    const key = { teamId: await currentTeamId(deps, auth), userId: auth.userId };
    return mailCodeUrl(deps, key, 'outlook', query.state);
  },
);
