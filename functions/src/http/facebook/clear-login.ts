import { facebookRoutes } from '@outreach/shared/routes/facebook';
import { clearFacebookLogin } from '../../domain/facebook/clear-facebook-login.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(facebookRoutes, 'POST /facebook/clear-login', async ({ auth, deps }) =>
  clearFacebookLogin(deps, { teamId: await currentTeamId(deps, auth), userId: auth.userId }),
);
