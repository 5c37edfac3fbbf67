import { webhooksRoutes } from '@outreach/shared/routes/webhooks';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { deleteWebhook } from '../../domain/webhooks/delete-webhook.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  webhooksRoutes,
  'DELETE /webhook-subscriptions/{id}',
  async ({ auth, params, deps }) => deleteWebhook(deps, await currentTeamId(deps, auth), params.id),
);
