import { conversationsRoutes } from '@outreach/shared/routes/conversations';
import { inboxOwner } from '../../domain/conversations/inbox-owner.ts';
import { listSnConversations } from '../../domain/conversations/sales-navigator-inbox.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  conversationsRoutes,
  'GET /conversations/sn-conversations',
  async ({ auth, query, deps }) => {
    const caller = { teamId: await currentTeamId(deps, auth), userId: auth.userId };
    return listSnConversations(deps, await inboxOwner(deps, caller, query.userId), query);
  },
);
