import { capsRoutes } from '@outreach/shared/routes/caps';
import { editSenderCaps } from '../../domain/scheduling/caps/edit-sender-caps.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(capsRoutes, 'PATCH /users/me/sender-caps', async ({ auth, body, deps }) =>
  editSenderCaps(deps, { teamId: await currentTeamId(deps, auth), userId: auth.userId }, body),
);
