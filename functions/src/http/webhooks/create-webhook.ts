import { webhooksRoutes } from '@outreach/shared/routes/webhooks';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { createWebhook } from '../../domain/webhooks/create-webhook.ts';
import { endpoint } from '../../lib/handler.ts';
import { result } from '../../lib/http-result.ts';

export const handler = endpoint(webhooksRoutes, 'POST /webhook-subscriptions', async ({ auth, body, deps }) =>
  result(await createWebhook(deps, await currentTeamId(deps, auth), auth.userId, body), { status: 201 }),
);
