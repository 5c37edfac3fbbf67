import type { RouteSpec } from '../route-def.ts';
import {
  ZCreateWebhookRequest,
  ZCreateWebhookResponse,
  ZUpdateWebhookRequest,
  ZWebhookDeletedResponse,
  ZWebhookDeliveriesQuery,
  ZWebhookDeliveryEnvelopeResponse,
  ZWebhookDeliveryListResponse,
  ZWebhookDeliveryParams,
  ZWebhookEnvelopeResponse,
  ZWebhookIdParam,
  ZWebhookListResponse,
} from '../schemas/webhooks.ts';

/** Outgoing webhooks: subscriptions, the delivery log, test events and replays (ours; issue #15). */
export const webhooksRoutes = {
  'GET /webhook-subscriptions': {
    handler: 'webhooks/list-webhooks',
    auth: 'user',
    response: ZWebhookListResponse,
  },
  'POST /webhook-subscriptions': {
    handler: 'webhooks/create-webhook',
    auth: 'user',
    body: ZCreateWebhookRequest,
    response: ZCreateWebhookResponse,
  },
  'DELETE /webhook-subscriptions/{id}': {
    handler: 'webhooks/delete-webhook',
    auth: 'user',
    params: ZWebhookIdParam,
    response: ZWebhookDeletedResponse,
  },
  'PATCH /webhook-subscriptions/{id}': {
    handler: 'webhooks/update-webhook',
    auth: 'user',
    params: ZWebhookIdParam,
    body: ZUpdateWebhookRequest,
    response: ZWebhookEnvelopeResponse,
  },
  'POST /webhook-subscriptions/{id}/test': {
    handler: 'webhooks/send-test-event',
    auth: 'user',
    params: ZWebhookIdParam,
    response: ZWebhookDeliveryEnvelopeResponse,
  },
  'GET /webhook-subscriptions/{id}/deliveries': {
    handler: 'webhooks/list-deliveries',
    auth: 'user',
    params: ZWebhookIdParam,
    query: ZWebhookDeliveriesQuery,
    response: ZWebhookDeliveryListResponse,
  },
  'POST /webhook-subscriptions/{id}/deliveries/{deliveryId}/replay': {
    handler: 'webhooks/replay-delivery',
    auth: 'user',
    params: ZWebhookDeliveryParams,
    response: ZWebhookDeliveryEnvelopeResponse,
  },
} as const satisfies Record<string, RouteSpec>;
