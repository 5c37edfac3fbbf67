import { conversationsRoutes } from '@outreach/shared/routes/conversations';
import { sendConversationMessage } from '../../domain/conversations/send-conversation-message.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  conversationsRoutes,
  'POST /conversations/{id}/message-with-attachment',
  async ({ auth, params, body, deps }) =>
    sendConversationMessage(
      deps,
      { teamId: await currentTeamId(deps, auth), userId: auth.userId },
      { ...body, conversationId: params.id },
    ),
);
