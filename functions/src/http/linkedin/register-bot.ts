import { linkedinRoutes } from '@outreach/shared/routes/linkedin';
import { registerBot } from '../../domain/linkedin/connect-account.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(linkedinRoutes, 'POST /users/me/bots', async ({ auth, deps, body }) => {
  const acc = { teamId: await currentTeamId(deps, auth), userId: auth.userId };
  return registerBot(deps, acc, body.timezone);
});
