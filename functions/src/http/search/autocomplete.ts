import { searchRoutes } from '@outreach/shared/routes/search';
import { autocomplete } from '../../domain/search/autocomplete.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  searchRoutes,
  'GET /search/autocomplete',
  async ({ auth, query, deps, answerBy }) =>
    autocomplete(deps, { teamId: await currentTeamId(deps, auth), userId: auth.userId }, query, answerBy),
);
