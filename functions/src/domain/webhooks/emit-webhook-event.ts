import type { WebhookEventType } from '@outreach/shared/schemas/webhooks';
import type { Deps } from '../../ports/deps.ts';
import { enqueueDelivery, type WebhookEvent } from './enqueue-delivery.ts';
import { deliveryIdOf } from './webhook-messages.ts';

/**
 * Sends an event to every subscription of the team that asked for it. `eventId` must be stable for
 * the fact it reports (e.g. `lead.created:<campaign>:<lead>`): a producer that runs again emits nothing
 * new. Never throws into the producer's own work: a failure here is logged by the caller's host.
 */
export async function emitWebhookEvent(
  deps: Deps,
  teamId: string,
  event: { id: string; type: WebhookEventType; occurredAt: number; data: Record<string, unknown> },
): Promise<number> {
  const { data: subs } = await deps.db.entities.webhookSubscription.query
    .byTeam({ teamId })
    .go({ pages: 1, limit: 100 });
  const wanted = subs.filter((s) => s.events.includes(event.type));
  if (wanted.length === 0) return 0;
  const body: WebhookEvent = {
    id: event.id,
    type: event.type,
    createdAt: new Date(event.occurredAt).toISOString(),
    data: event.data,
  };
  const payload = JSON.stringify(body);
  let queued = 0;
  for (const s of wanted) {
    const made = await enqueueDelivery(deps, {
      teamId,
      subscriptionId: s.subscriptionId,
      deliveryId: deliveryIdOf(event.occurredAt, `${s.subscriptionId}|${event.id}`),
      eventId: event.id,
      eventType: event.type,
      payload,
    });
    if (made) queued++;
  }
  return queued;
}
