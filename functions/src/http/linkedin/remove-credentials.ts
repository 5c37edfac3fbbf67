import { linkedinRoutes } from '@outreach/shared/routes/linkedin';
import { removeCredentials } from '../../domain/linkedin/connect-account.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  linkedinRoutes,
  'DELETE /linked-in/remove-credentials',
  async ({ auth, deps }) => {
    const acc = { teamId: await currentTeamId(deps, auth), userId: auth.userId };
    return removeCredentials(deps, acc);
  },
);
