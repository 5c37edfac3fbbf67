import { conversationsRoutes } from '@outreach/shared/routes/conversations';
import { inboxOwner } from '../../domain/conversations/inbox-owner.ts';
import { listSnMessages } from '../../domain/conversations/sales-navigator-inbox.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  conversationsRoutes,
  'GET /conversations/{id}/sn-messages',
  async ({ auth, params, query, deps }) => {
    const caller = { teamId: await currentTeamId(deps, auth), userId: auth.userId };
    return listSnMessages(deps, await inboxOwner(deps, caller, query.userId), params.id, query.createdBefore);
  },
);
