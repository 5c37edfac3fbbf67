import { conversationsRoutes } from '@outreach/shared/routes/conversations';
import { modifyConversation } from '../../domain/conversations/modify-conversations.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  conversationsRoutes,
  'POST /conversations/{id}/modify',
  async ({ auth, params, body, deps }) =>
    modifyConversation(
      deps,
      { teamId: await currentTeamId(deps, auth), userId: auth.userId },
      params.id,
      body.action,
    ),
);
