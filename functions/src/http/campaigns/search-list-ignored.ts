import { campaignsRoutes } from '@outreach/shared/routes/campaigns';
import { searchIgnoredLeads } from '../../domain/leads/search-ignored-leads.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  campaignsRoutes,
  'GET /campaigns/{id}/search-list/ignored',
  async ({ auth, params, query, deps }) =>
    searchIgnoredLeads(deps, await currentTeamId(deps, auth), params.id, query.filter),
);
