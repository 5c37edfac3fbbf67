import { emailRoutes } from '@outreach/shared/routes/email';
import { createEmailCampaign } from '../../domain/email/create-email-campaign.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';
import { result } from '../../lib/http-result.ts';

export const handler = endpoint(
  emailRoutes,
  'POST /campaigns/email/audience/csv',
  async ({ auth, body, deps }) => {
    const teamId = await currentTeamId(deps, auth);
    return result(await createEmailCampaign(deps, teamId, auth.userId, body), { status: 201 });
  },
);
