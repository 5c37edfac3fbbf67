import { campaignsRoutes } from '@outreach/shared/routes/campaigns';
import { cloneCampaign } from '../../domain/campaigns/clone-campaign.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';
import { result } from '../../lib/http-result.ts';

export const handler = endpoint(
  campaignsRoutes,
  'POST /campaigns/{id}/clone',
  async ({ auth, params, body, deps }) =>
    result(await cloneCampaign(deps, await currentTeamId(deps, auth), params.id, body), { status: 201 }),
);
