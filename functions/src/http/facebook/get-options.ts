import { facebookRoutes } from '@outreach/shared/routes/facebook';
import { getFacebookOptions } from '../../domain/facebook/set-facebook-options.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(facebookRoutes, 'GET /facebook/options', async ({ auth, deps }) =>
  getFacebookOptions(deps, { teamId: await currentTeamId(deps, auth), userId: auth.userId }),
);
