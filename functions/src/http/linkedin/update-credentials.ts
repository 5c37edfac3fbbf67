import { linkedinRoutes } from '@outreach/shared/routes/linkedin';
import { updateCredentials } from '../../domain/linkedin/connect-account.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  linkedinRoutes,
  'PATCH /linked-in/update-credentials',
  async ({ auth, deps, body, answerBy }) => {
    const acc = { teamId: await currentTeamId(deps, auth), userId: auth.userId };
    return updateCredentials(deps, acc, body, answerBy);
  },
);
