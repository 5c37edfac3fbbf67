import { facebookRoutes } from '@outreach/shared/routes/facebook';
import { saveFacebookData } from '../../domain/facebook/save-facebook-data.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(facebookRoutes, 'POST /facebook/save-data', async ({ auth, deps }) =>
  saveFacebookData(deps, { teamId: await currentTeamId(deps, auth), userId: auth.userId }),
);
