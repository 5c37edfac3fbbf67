import { conversationsRoutes } from '@outreach/shared/routes/conversations';
import { getInboxSync } from '../../domain/conversations/request-inbox-sync.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(conversationsRoutes, 'GET /conversations/sync', async ({ auth, deps }) =>
  getInboxSync(deps, { teamId: await currentTeamId(deps, auth), userId: auth.userId }),
);
