import type { WebhookEventType } from '@outreach/shared/schemas/webhooks';
import { isConditionFailure } from '../../data/condition-failure.ts';
import { WebhookEventEntity, WebhookSubscriptionEntity } from '../../data/entities/webhook.ts';
import type { Deps } from '../../ports/deps.ts';
import { enqueueDelivery, type WebhookEvent } from './enqueue-delivery.ts';
import { deliveryIdOf } from './webhook-messages.ts';
import type { SubscriptionRow } from './webhook-view.ts';

/** How long an emitted event is remembered for deduplication (ours). */
const EVENT_MEMORY_S = 30 * 86_400;

export interface EmittedEvent {
  id: string;
  type: WebhookEventType;
  occurredAt: number;
  data: Record<string, unknown>;
}

/** A team's subscriptions (one partition read; at most 10). */
export async function teamSubscriptions(_deps: Deps, teamId: string): Promise<SubscriptionRow[]> {
  const { data } = await WebhookSubscriptionEntity.query.byTeam({ teamId }).go({ pages: 1, limit: 100 });
  return data;
}

/** The subscriptions of a team that asked for an event type. */
export async function subscribersOf(deps: Deps, teamId: string, type: WebhookEventType) {
  return (await teamSubscriptions(deps, teamId)).filter((s) => s.events.includes(type));
}

/**
 * Sends an event to every subscription of the team that asked for it. `id` must be stable for the
 * fact it reports (e.g. derived from the activity id): the first emission is remembered with its time
 * and body, and a producer that runs again re-emits exactly that event onto the same delivery ids,
 * which exist already, so nothing is sent twice (and a crash between two subscriptions is repaired).
 */
export async function emitWebhookEvent(
  deps: Deps,
  teamId: string,
  event: EmittedEvent,
  /** The team's subscriptions when the caller read them already (a batch of events). */
  subs?: SubscriptionRow[],
): Promise<number> {
  const wanted = subs
    ? subs.filter((s) => s.events.includes(event.type))
    : await subscribersOf(deps, teamId, event.type);
  if (wanted.length === 0) return 0;
  const body: WebhookEvent = {
    id: event.id,
    type: event.type,
    createdAt: new Date(event.occurredAt).toISOString(),
    data: event.data,
  };
  let payload = JSON.stringify(body);
  let occurredAt = event.occurredAt;
  const now = deps.clock.now();
  try {
    await WebhookEventEntity.create({
      teamId,
      eventId: event.id,
      eventType: event.type,
      occurredAt,
      payload,
      createdAt: now,
      ttl: Math.floor(now / 1000) + EVENT_MEMORY_S,
    }).go();
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    const { data: first } = await WebhookEventEntity.get({ teamId, eventId: event.id }).go();
    if (first) {
      payload = first.payload;
      occurredAt = first.occurredAt;
    }
  }
  let queued = 0;
  for (const s of wanted) {
    const made = await enqueueDelivery(deps, {
      teamId,
      subscriptionId: s.subscriptionId,
      deliveryId: deliveryIdOf(occurredAt, `${s.subscriptionId}|${event.id}`),
      eventId: event.id,
      eventType: event.type,
      payload,
    });
    if (made) queued++;
  }
  return queued;
}
