import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * A team's outgoing-webhook subscription (issue #15). The signing secret is stored encrypted through the
 * Secrets port and shown to the user once, at creation; `secretHint` is its last four characters.
 */
export const WebhookSubscriptionEntity = tableEntity(
  new Entity({
    model: { entity: 'webhookSubscription', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      subscriptionId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      url: { type: 'string', required: true },
      events: { type: 'list', items: { type: 'string' }, required: true },
      secretCipher: { type: 'string', required: true },
      secretHint: { type: 'string', required: true },
      createdAt: { type: 'number', required: true },
    },
    indexes: {
      byTeam: {
        pk: { field: 'pk', composite: ['teamId'] },
        sk: { field: 'sk', composite: ['subscriptionId'] },
      },
    },
  }),
);

/**
 * One event's delivery to one subscription, with every attempt (the delivery log). `deliveryId` sorts
 * by creation time, so the log reads newest first with a reverse query and a cursor.
 */
export const WebhookDeliveryEntity = tableEntity(
  new Entity({
    model: { entity: 'webhookDelivery', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      subscriptionId: { type: 'string', required: true },
      deliveryId: { type: 'string', required: true },
      eventId: { type: 'string', required: true },
      eventType: { type: 'string', required: true },
      /** The exact JSON body that is signed and sent (replays send it again unchanged). */
      payload: { type: 'string', required: true },
      status: { type: ['pending', 'retrying', 'succeeded', 'failed'] as const, required: true },
      attempts: {
        type: 'list',
        items: {
          type: 'map',
          properties: {
            at: { type: 'number', required: true },
            responseStatus: { type: 'number' },
            responseBody: { type: 'string' },
            error: { type: 'string' },
            durationMs: { type: 'number', required: true },
          },
        },
        default: () => [],
      },
      /** Tries recorded so far; each try's write is conditional on it (a duplicate message records nothing). */
      attemptCount: { type: 'number', default: 0 },
      nextAttemptAt: { type: 'number' },
      createdAt: { type: 'number', required: true },
      updatedAt: { type: 'number', required: true },
    },
    indexes: {
      bySubscription: {
        pk: { field: 'pk', composite: ['teamId', 'subscriptionId'] },
        sk: { field: 'sk', composite: ['deliveryId'] },
      },
    },
  }),
);

/**
 * An event a team's webhooks were sent (the first emission of a fact). Producers may run again (a
 * redelivered queue message, a retried job): the stored id, time and body make every re-emission
 * land on the same deliveries, so each subscription gets the event once. Kept 30 days.
 */
export const WebhookEventEntity = tableEntity(
  new Entity({
    model: { entity: 'webhookEvent', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      eventId: { type: 'string', required: true },
      eventType: { type: 'string', required: true },
      occurredAt: { type: 'number', required: true },
      /** The exact JSON body sent to every subscription. */
      payload: { type: 'string', required: true },
      createdAt: { type: 'number', required: true },
      ttl: { type: 'number' },
    },
    indexes: {
      byTeam: {
        pk: { field: 'pk', composite: ['teamId'] },
        sk: { field: 'sk', composite: ['eventId'] },
      },
    },
  }),
);
