import { linkedinRoutes } from '@outreach/shared/routes/linkedin';
import { checkConnection } from '../../domain/linkedin/connect-account.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  linkedinRoutes,
  'GET /linked-in/check-connection',
  async ({ auth, deps, answerBy }) => {
    const acc = { teamId: await currentTeamId(deps, auth), userId: auth.userId };
    return checkConnection(deps, acc, answerBy);
  },
);
