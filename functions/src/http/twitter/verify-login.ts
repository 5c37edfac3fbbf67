import { twitterRoutes } from '@outreach/shared/routes/twitter';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { verifyXLogin } from '../../domain/twitter/verify-x-login.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(twitterRoutes, 'POST /twitter/verify-login', async ({ auth, deps, body }) =>
  verifyXLogin(deps, { teamId: await currentTeamId(deps, auth), userId: auth.userId }, body.pin),
);
