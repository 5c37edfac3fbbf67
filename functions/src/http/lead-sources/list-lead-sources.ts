import { leadSourcesRoutes } from '@outreach/shared/routes/lead-sources';
import { listLeadSources } from '../../domain/lead-sources/lead-sources.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  leadSourcesRoutes,
  'GET /lead-sources/campaign/{id}',
  async ({ auth, params, deps }) => listLeadSources(deps, await currentTeamId(deps, auth), params.id),
);
