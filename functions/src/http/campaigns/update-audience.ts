import { campaignsRoutes } from '@outreach/shared/routes/campaigns';
import { updateAudience } from '../../domain/campaigns/update-audience.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  campaignsRoutes,
  'PATCH /campaigns/{id}/audience',
  async ({ auth, params, body, deps }) =>
    updateAudience(deps, await currentTeamId(deps, auth), params.id, body),
);
