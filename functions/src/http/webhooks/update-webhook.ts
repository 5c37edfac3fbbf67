import { webhooksRoutes } from '@outreach/shared/routes/webhooks';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { updateWebhook } from '../../domain/webhooks/update-webhook.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  webhooksRoutes,
  'PATCH /webhook-subscriptions/{id}',
  async ({ auth, params, body, deps }) =>
    updateWebhook(deps, await currentTeamId(deps, auth), params.id, body),
);
