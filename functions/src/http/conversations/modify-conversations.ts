import { conversationsRoutes } from '@outreach/shared/routes/conversations';
import { modifyConversations } from '../../domain/conversations/modify-conversations.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  conversationsRoutes,
  'POST /conversations/modify',
  async ({ auth, body, deps }) =>
    modifyConversations(
      deps,
      { teamId: await currentTeamId(deps, auth), userId: auth.userId },
      body.conversationIds,
      body.action,
    ),
);
