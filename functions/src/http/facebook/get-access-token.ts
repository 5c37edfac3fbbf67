import { facebookRoutes } from '@outreach/shared/routes/facebook';
import { getFacebookAccessToken } from '../../domain/facebook/get-facebook-access-token.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(facebookRoutes, 'GET /facebook/access-token', async ({ auth, deps }) =>
  getFacebookAccessToken(deps, { teamId: await currentTeamId(deps, auth), userId: auth.userId }),
);
