import { conversationsRoutes } from '@outreach/shared/routes/conversations';
import { inboxOwner } from '../../domain/conversations/inbox-owner.ts';
import { listConversationMessages } from '../../domain/conversations/list-conversation-messages.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  conversationsRoutes,
  'GET /conversations/{id}/messages',
  async ({ auth, params, query, deps }) => {
    const caller = { teamId: await currentTeamId(deps, auth), userId: auth.userId };
    const owner = await inboxOwner(deps, caller, query.userId);
    return listConversationMessages(deps, owner, params.id, query.createdBefore);
  },
);
