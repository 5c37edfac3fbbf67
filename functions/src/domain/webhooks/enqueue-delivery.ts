import { isConditionFailure } from '../../data/condition-failure.ts';
import { WebhookDeliveryEntity } from '../../data/entities/webhook.ts';
import type { Deps } from '../../ports/deps.ts';
import type { WebhookMessage } from './webhook-messages.ts';
import type { DeliveryRow } from './webhook-view.ts';

/** A webhook event as sent: the body receivers parse. */
export interface WebhookEvent {
  id: string;
  type: string;
  createdAt: string;
  data: Record<string, unknown>;
}

/**
 * Records a delivery (pending) and queues its first try. The row is created only if absent, so an
 * event emitted twice for the same subscription (a producer retried) is delivered once.
 */
export async function enqueueDelivery(
  deps: Deps,
  row: Pick<DeliveryRow, 'teamId' | 'subscriptionId' | 'deliveryId' | 'eventId' | 'eventType' | 'payload'>,
): Promise<DeliveryRow | undefined> {
  const now = deps.clock.now();
  const full: DeliveryRow = {
    ...row,
    status: 'pending',
    attempts: [],
    attemptCount: 0,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await WebhookDeliveryEntity.create(full).go();
  } catch (e) {
    if (isConditionFailure(e)) return undefined;
    throw e;
  }
  const msg: WebhookMessage = {
    kind: 'webhook',
    teamId: row.teamId,
    subscriptionId: row.subscriptionId,
    deliveryId: row.deliveryId,
    attempt: 0,
  };
  await deps.queue.send('steps', { body: msg, idempotencyKey: `${row.deliveryId}#0` });
  return full;
}
