import { campaignsRoutes } from '@outreach/shared/routes/campaigns';
import { searchList } from '../../domain/campaigns/list-grouped.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  campaignsRoutes,
  'GET /campaigns/search-list',
  async ({ auth, query, deps }) => searchList(deps, await currentTeamId(deps, auth), query),
);
