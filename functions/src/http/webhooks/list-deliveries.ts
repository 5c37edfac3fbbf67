import { webhooksRoutes } from '@outreach/shared/routes/webhooks';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { listDeliveries } from '../../domain/webhooks/list-deliveries.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  webhooksRoutes,
  'GET /webhook-subscriptions/{id}/deliveries',
  async ({ auth, params, query, deps }) =>
    listDeliveries(deps, await currentTeamId(deps, auth), params.id, query),
);
