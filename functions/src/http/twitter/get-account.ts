import { twitterRoutes } from '@outreach/shared/routes/twitter';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { getXAccount, xAccountView } from '../../domain/twitter/x-account-view.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(twitterRoutes, 'GET /twitter/details/user', async ({ auth, deps }) => {
  const row = await getXAccount(deps, { teamId: await currentTeamId(deps, auth), userId: auth.userId });
  return row ? xAccountView(row) : null;
});
