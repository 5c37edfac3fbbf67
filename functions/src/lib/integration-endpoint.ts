import type { RouteSpec } from '@outreach/shared/route-def';
import { resolveWebhookKey } from '../domain/integrations/resolve-webhook-key.ts';
import { type EndpointRequest, endpoint, type WebhookKeyAuth } from './handler.ts';

/** The integration API's caller: the owner of the `webhook_key` query parameter (spec 4). */
const webhookKeyAuth: WebhookKeyAuth = async (deps, event) => {
  const owner = await resolveWebhookKey(deps, event.queryStringParameters?.webhook_key);
  return {
    userId: owner.userId,
    realUserId: owner.userId,
    sessionId: 'webhook-key',
    teamId: owner.teamId,
    name: owner.name,
  };
};

/**
 * `endpoint` for the integration API's routes (`auth: 'webhookKey'`), whose caller is the owner of
 * the `webhook_key` query parameter. Only these functions load the key's lookup.
 *
 * @example
 * export const handler = integrationEndpoint(integrationsRoutes, 'GET /integrations/webhook/campaigns',
 *   ({ auth, query, deps }) => listIntegrationCampaigns(deps, auth, query.type));
 */
export function integrationEndpoint<T extends Record<string, RouteSpec>, K extends keyof T & string>(
  table: T,
  key: K,
  fn: (req: EndpointRequest<T[K]>) => Promise<unknown>,
) {
  return endpoint(table, key, fn, { webhookKeyAuth });
}
