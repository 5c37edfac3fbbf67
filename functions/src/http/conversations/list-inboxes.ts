import { conversationsRoutes } from '@outreach/shared/routes/conversations';
import { listInboxes } from '../../domain/conversations/list-inboxes.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(conversationsRoutes, 'GET /conversations/inboxes', async ({ auth, deps }) =>
  listInboxes(deps, { teamId: await currentTeamId(deps, auth), userId: auth.userId }),
);
