import { capsRoutes } from '@outreach/shared/routes/caps';
import { getSenderCaps } from '../../domain/scheduling/caps/get-sender-caps.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(capsRoutes, 'GET /users/me/sender-caps', async ({ auth, deps }) =>
  getSenderCaps(deps, { teamId: await currentTeamId(deps, auth), userId: auth.userId }),
);
