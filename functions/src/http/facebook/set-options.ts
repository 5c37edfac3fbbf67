import { facebookRoutes } from '@outreach/shared/routes/facebook';
import { setFacebookOptions } from '../../domain/facebook/set-facebook-options.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(facebookRoutes, 'POST /facebook/options', async ({ auth, deps, body }) =>
  setFacebookOptions(deps, { teamId: await currentTeamId(deps, auth), userId: auth.userId }, body),
);
