import { randomUUID } from 'node:crypto';
import { AppError } from '@outreach/shared/errors';
import { webhookTexts } from '@outreach/shared/schemas/webhooks';
import { WebhookDeliveryEntity } from '../../data/entities/webhook.ts';
import type { Deps } from '../../ports/deps.ts';
import { enqueueDelivery } from './enqueue-delivery.ts';
import { loadWebhook } from './load-webhook.ts';
import { deliveryIdOf } from './webhook-messages.ts';
import { deliveryView } from './webhook-view.ts';

/**
 * Sends a logged delivery's event again, unchanged (same event id, so receivers can tell a replay),
 * as a new delivery with its own log line and tries.
 */
export async function replayDelivery(deps: Deps, teamId: string, subscriptionId: string, deliveryId: string) {
  await loadWebhook(deps, teamId, subscriptionId);
  const { data: old } = await WebhookDeliveryEntity.get({ teamId, subscriptionId, deliveryId }).go();
  if (!old) throw new AppError('NOT_FOUND', webhookTexts.deliveryNotFound);
  const row = await enqueueDelivery(deps, {
    teamId,
    subscriptionId,
    deliveryId: deliveryIdOf(deps.clock.now(), `replay|${randomUUID()}`),
    eventId: old.eventId,
    eventType: old.eventType,
    payload: old.payload,
  });
  return { delivery: deliveryView(row!) };
}
