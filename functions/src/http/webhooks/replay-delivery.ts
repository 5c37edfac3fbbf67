import { webhooksRoutes } from '@outreach/shared/routes/webhooks';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { replayDelivery } from '../../domain/webhooks/replay-delivery.ts';
import { endpoint } from '../../lib/handler.ts';
import { result } from '../../lib/http-result.ts';

export const handler = endpoint(
  webhooksRoutes,
  'POST /webhook-subscriptions/{id}/deliveries/{deliveryId}/replay',
  async ({ auth, params, deps }) =>
    result(await replayDelivery(deps, await currentTeamId(deps, auth), params.id, params.deliveryId), {
      status: 202,
    }),
);
