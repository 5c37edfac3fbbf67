import { campaignsRoutes } from '@outreach/shared/routes/campaigns';
import { getProgress } from '../../domain/campaigns/campaign-stats.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  campaignsRoutes,
  'GET /campaigns/{id}/progress',
  async ({ auth, params, deps }) => getProgress(deps, await currentTeamId(deps, auth), params.id),
);
