import { linkedinRoutes } from '@outreach/shared/routes/linkedin';
import { listSavedSearches } from '../../domain/linkedin/saved-searches.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(linkedinRoutes, 'GET /users/saved-searches', async ({ auth, deps }) =>
  listSavedSearches(deps, { teamId: await currentTeamId(deps, auth), userId: auth.userId }),
);
