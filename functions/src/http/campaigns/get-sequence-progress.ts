import { campaignsRoutes } from '@outreach/shared/routes/campaigns';
import { getSequenceProgress } from '../../domain/campaigns/get-sequence-progress.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  campaignsRoutes,
  'GET /campaigns/{id}/sequence-progress',
  async ({ auth, params, deps }) => getSequenceProgress(deps, await currentTeamId(deps, auth), params.id),
);
