import { facebookRoutes } from '@outreach/shared/routes/facebook';
import { exchangeFacebookToken } from '../../domain/facebook/exchange-facebook-token.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  facebookRoutes,
  'POST /facebook/exchange-access-token',
  async ({ auth, deps, body }) =>
    exchangeFacebookToken(
      deps,
      { teamId: await currentTeamId(deps, auth), userId: auth.userId },
      body.accessToken,
    ),
);
