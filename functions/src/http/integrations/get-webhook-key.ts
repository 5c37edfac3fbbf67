import { integrationsRoutes } from '@outreach/shared/routes/integrations';
import { getWebhookKey } from '../../domain/integrations/get-webhook-key.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(integrationsRoutes, 'GET /users/me/webhook-key', async ({ auth, deps }) => ({
  webhookKey: await getWebhookKey(deps, auth.userId),
}));
