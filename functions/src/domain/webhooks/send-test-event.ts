import { randomUUID } from 'node:crypto';
import { webhookTestEvent } from '@outreach/shared/schemas/webhooks';
import type { Deps } from '../../ports/deps.ts';
import { enqueueDelivery, type WebhookEvent } from './enqueue-delivery.ts';
import { loadWebhook } from './load-webhook.ts';
import { deliveryIdOf } from './webhook-messages.ts';
import { deliveryView } from './webhook-view.ts';

/** POST /webhook-subscriptions/{id}/test: a `webhook.test` event to this subscription alone. */
export async function sendTestEvent(deps: Deps, teamId: string, subscriptionId: string) {
  await loadWebhook(deps, teamId, subscriptionId);
  const now = deps.clock.now();
  const id = `evt_test_${randomUUID().replaceAll('-', '')}`;
  const body: WebhookEvent = {
    id,
    type: webhookTestEvent,
    createdAt: new Date(now).toISOString(),
    data: { message: 'This is a test event from Outreach.' },
  };
  const row = await enqueueDelivery(deps, {
    teamId,
    subscriptionId,
    deliveryId: deliveryIdOf(now, id),
    eventId: id,
    eventType: webhookTestEvent,
    payload: JSON.stringify(body),
  });
  return { delivery: deliveryView(row!) };
}
