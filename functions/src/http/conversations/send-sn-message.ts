import { conversationsRoutes } from '@outreach/shared/routes/conversations';
import { sendSnMessage } from '../../domain/conversations/sales-navigator-inbox.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  conversationsRoutes,
  'POST /conversations/{id}/send-sn-message',
  async ({ auth, params, body, deps }) =>
    sendSnMessage(deps, { teamId: await currentTeamId(deps, auth), userId: auth.userId }, params.id, body),
);
