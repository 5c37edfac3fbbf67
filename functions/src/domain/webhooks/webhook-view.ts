import type { TWebhook, TWebhookDelivery, WebhookEventType } from '@outreach/shared/schemas/webhooks';
import type { EntityItem } from 'electrodb';
import type { WebhookDeliveryEntity, WebhookSubscriptionEntity } from '../../data/entities/webhook.ts';

export type SubscriptionRow = EntityItem<typeof WebhookSubscriptionEntity>;
export type DeliveryRow = EntityItem<typeof WebhookDeliveryEntity>;

/** The encryption context of a subscription's signing secret. */
export const secretContext = (teamId: string, subscriptionId: string) => ({
  purpose: 'webhook-secret',
  teamId,
  subscriptionId,
});

const iso = (ms: number) => new Date(ms).toISOString();

export function webhookView(s: SubscriptionRow): TWebhook {
  return {
    id: s.subscriptionId,
    url: s.url,
    events: s.events as WebhookEventType[],
    secretHint: s.secretHint,
    createdAt: iso(s.createdAt),
  };
}

export function deliveryView(d: DeliveryRow): TWebhookDelivery {
  return {
    id: d.deliveryId,
    eventId: d.eventId,
    eventType: d.eventType,
    status: d.status,
    attempts: (d.attempts ?? []).map((a) => ({
      at: iso(a.at),
      ...(a.responseStatus !== undefined ? { responseStatus: a.responseStatus } : {}),
      ...(a.responseBody !== undefined ? { responseBody: a.responseBody } : {}),
      ...(a.error !== undefined ? { error: a.error } : {}),
      durationMs: a.durationMs,
    })),
    nextAttemptAt: d.nextAttemptAt ? iso(d.nextAttemptAt) : null,
    createdAt: iso(d.createdAt),
    payload: d.payload,
  };
}
