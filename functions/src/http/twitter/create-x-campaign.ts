import { twitterRoutes } from '@outreach/shared/routes/twitter';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { createXCampaign } from '../../domain/twitter/create-x-campaign.ts';
import { endpoint } from '../../lib/handler.ts';
import { result } from '../../lib/http-result.ts';

export const handler = endpoint(
  twitterRoutes,
  'POST /campaigns/twitter/audience/csv',
  async ({ auth, body, deps }) => {
    const teamId = await currentTeamId(deps, auth);
    return result(await createXCampaign(deps, teamId, auth.userId, body), { status: 201 });
  },
);
