import { twitterRoutes } from '@outreach/shared/routes/twitter';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { disconnectX } from '../../domain/twitter/disconnect-x.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(twitterRoutes, 'DELETE /twitter', async ({ auth, deps }) =>
  disconnectX(deps, { teamId: await currentTeamId(deps, auth), userId: auth.userId }),
);
