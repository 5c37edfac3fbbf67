import { campaignsRoutes } from '@outreach/shared/routes/campaigns';
import { createCampaign } from '../../domain/campaigns/create-campaign.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';
import { result } from '../../lib/http-result.ts';

export const handler = endpoint(
  campaignsRoutes,
  'POST /campaigns/linked-in/audience/csv',
  async ({ auth, body, deps }) => {
    const teamId = await currentTeamId(deps, auth);
    const campaign = await createCampaign(deps, teamId, auth.userId, {
      category: 'linkedin',
      campaignType: 'csv upload',
      csvKey: body.key,
      name: body.name,
      touchSequence: body.touchSequence,
    });
    return result(campaign, { status: 201 });
  },
);
