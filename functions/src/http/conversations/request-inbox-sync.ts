import { conversationsRoutes } from '@outreach/shared/routes/conversations';
import { requestInboxSync } from '../../domain/conversations/request-inbox-sync.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(conversationsRoutes, 'POST /conversations/sync', async ({ auth, deps }) =>
  requestInboxSync(deps, { teamId: await currentTeamId(deps, auth), userId: auth.userId }),
);
