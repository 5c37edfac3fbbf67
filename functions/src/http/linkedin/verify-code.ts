import { linkedinRoutes } from '@outreach/shared/routes/linkedin';
import { verifyCode } from '../../domain/linkedin/connect-account.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  linkedinRoutes,
  'POST /linked-in/verify-code',
  async ({ auth, deps, body, answerBy }) => {
    const acc = { teamId: await currentTeamId(deps, auth), userId: auth.userId };
    return verifyCode(deps, acc, body, answerBy);
  },
);
