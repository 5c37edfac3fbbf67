import { twitterRoutes } from '@outreach/shared/routes/twitter';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { getXAuthUrl } from '../../domain/twitter/get-x-auth-url.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(twitterRoutes, 'GET /twitter/auth-url', async ({ auth, deps }) =>
  getXAuthUrl(deps, { teamId: await currentTeamId(deps, auth), userId: auth.userId }),
);
