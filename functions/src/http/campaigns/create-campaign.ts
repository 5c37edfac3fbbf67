import { campaignsRoutes } from '@outreach/shared/routes/campaigns';
import { createCampaign } from '../../domain/campaigns/create-campaign.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';
import { result } from '../../lib/http-result.ts';

export const handler = endpoint(campaignsRoutes, 'POST /campaigns/audience', async ({ auth, body, deps }) =>
  result(await createCampaign(deps, await currentTeamId(deps, auth), auth.userId, body), { status: 201 }),
);
