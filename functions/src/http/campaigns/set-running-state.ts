import { campaignsRoutes } from '@outreach/shared/routes/campaigns';
import { setRunningState } from '../../domain/campaigns/change-campaign.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  campaignsRoutes,
  'PATCH /campaigns/{id}/running-state',
  async ({ auth, params, body, deps }) =>
    setRunningState(deps, await currentTeamId(deps, auth), params.id, body.runState, auth.userId),
);
