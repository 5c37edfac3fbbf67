import { conversationsRoutes } from '@outreach/shared/routes/conversations';
import { inboxOwner } from '../../domain/conversations/inbox-owner.ts';
import { listConversations } from '../../domain/conversations/list-conversations.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(conversationsRoutes, 'GET /conversations', async ({ auth, query, deps }) => {
  const caller = { teamId: await currentTeamId(deps, auth), userId: auth.userId };
  return listConversations(deps, await inboxOwner(deps, caller, query.userId), query);
});
