import { facebookRoutes } from '@outreach/shared/routes/facebook';
import { getFacebook } from '../../domain/facebook/get-facebook.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(facebookRoutes, 'GET /facebook', async ({ auth, deps }) =>
  getFacebook(deps, { teamId: await currentTeamId(deps, auth), userId: auth.userId }),
);
