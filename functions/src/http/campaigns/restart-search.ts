import { campaignsRoutes } from '@outreach/shared/routes/campaigns';
import { restartSearch } from '../../domain/campaigns/restart-search.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  campaignsRoutes,
  'PATCH /campaigns/{id}/restart-search',
  async ({ auth, params, body, deps }) =>
    restartSearch(deps, await currentTeamId(deps, auth), params.id, body),
);
