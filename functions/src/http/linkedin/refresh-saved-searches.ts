import { linkedinRoutes } from '@outreach/shared/routes/linkedin';
import { refreshSavedSearches } from '../../domain/linkedin/saved-searches.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  linkedinRoutes,
  'PATCH /users/refresh-saved-searches',
  async ({ auth, deps, answerBy }) =>
    refreshSavedSearches(deps, { teamId: await currentTeamId(deps, auth), userId: auth.userId }, answerBy),
);
