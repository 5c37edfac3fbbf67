import { linkedinRoutes } from '@outreach/shared/routes/linkedin';
import { getCloudBotInfo } from '../../domain/linkedin/cloud-bot-info.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(linkedinRoutes, 'GET /users/me/cloud-bot-info', async ({ auth, deps }) =>
  getCloudBotInfo(deps, { teamId: await currentTeamId(deps, auth), userId: auth.userId }),
);
