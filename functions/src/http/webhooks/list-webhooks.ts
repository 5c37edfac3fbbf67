import { webhooksRoutes } from '@outreach/shared/routes/webhooks';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { listWebhooks } from '../../domain/webhooks/list-webhooks.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(webhooksRoutes, 'GET /webhook-subscriptions', async ({ auth, deps }) =>
  listWebhooks(deps, await currentTeamId(deps, auth)),
);
