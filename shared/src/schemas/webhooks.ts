import * as z from 'zod';

/**
 * Outgoing webhooks (ours, beyond the spec; issue #15): a team subscribes URLs to events and each call
 * is signed like Stripe's (`Outreach-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`).
 */
export const webhookEventTypes = [
  'lead.created',
  'invite.accepted',
  'reply.received',
  'email.bounced',
  'campaign.finished',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];
/** Sent only by "Send test event". */
export const webhookTestEvent = 'webhook.test';

/** What each event means, for the settings page and the docs. */
export const webhookEventLabels: Record<WebhookEventType, string> = {
  'lead.created': 'New lead added to a campaign',
  'invite.accepted': 'LinkedIn invitation accepted',
  'reply.received': 'Reply received',
  'email.bounced': 'Email bounced',
  'campaign.finished': 'Campaign finished',
};

/** At most this many subscriptions per team (ours). */
export const maxWebhooksPerTeam = 10;
/** Tries per delivery, the first included; then the delivery is dead-lettered (ours). */
export const webhookMaxAttempts = 6;

export const webhookTexts = {
  badUrl: 'Please enter a valid URL starting with https://',
  noEvents: 'Choose at least one event',
  tooMany: `A team can have at most ${maxWebhooksPerTeam} webhooks`,
  notFound: 'Webhook not found',
  deliveryNotFound: 'Delivery not found',
} as const;

export const ZWebhookEventType = z.enum(webhookEventTypes);

export const ZCreateWebhookRequest = z.object({
  url: z
    .string()
    .trim()
    .max(2048, webhookTexts.badUrl)
    .refine((u) => {
      try {
        const p = new URL(u).protocol;
        return p === 'https:' || p === 'http:';
      } catch {
        return false;
      }
    }, webhookTexts.badUrl),
  events: z
    .array(ZWebhookEventType)
    .min(1, webhookTexts.noEvents)
    .max(webhookEventTypes.length)
    .transform((e) => [...new Set(e)]),
});
export type TCreateWebhookRequest = z.infer<typeof ZCreateWebhookRequest>;
/** Editing a subscription changes its URL and events; its signing secret stays. */
export const ZUpdateWebhookRequest = ZCreateWebhookRequest;
export type TUpdateWebhookRequest = z.infer<typeof ZUpdateWebhookRequest>;

export const ZWebhookIdParam = z.object({ id: z.string().min(1).max(64) });
export const ZWebhookDeliveryParams = z.object({
  id: z.string().min(1).max(64),
  deliveryId: z.string().min(1).max(64),
});
export const ZWebhookDeliveriesQuery = z.object({
  cursor: z.string().max(2048).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

const ZDeliveryStatus = z.enum(['pending', 'retrying', 'succeeded', 'failed']);

export const ZWebhookResponse = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(ZWebhookEventType),
  /** The signing secret's last four characters; the secret itself is shown once, at creation. */
  secretHint: z.string(),
  createdAt: z.string(),
});
export type TWebhook = z.infer<typeof ZWebhookResponse>;

export const ZWebhookListResponse = z.object({ webhooks: z.array(ZWebhookResponse) });
export const ZCreateWebhookResponse = z.object({ webhook: ZWebhookResponse, secret: z.string() });
export const ZWebhookEnvelopeResponse = z.object({ webhook: ZWebhookResponse });
export const ZWebhookDeletedResponse = z.object({});

export const ZWebhookAttemptResponse = z.object({
  at: z.string(),
  /** The receiver's HTTP status; absent when no answer came (refused, timed out). */
  responseStatus: z.number().int().optional(),
  /** The start of the receiver's answer (at most 1,000 characters), or why nothing came. */
  responseBody: z.string().optional(),
  error: z.string().optional(),
  durationMs: z.number().int(),
});

export const ZWebhookDeliveryResponse = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: ZDeliveryStatus,
  attempts: z.array(ZWebhookAttemptResponse),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  payload: z.string(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDeliveryResponse>;

export const ZWebhookDeliveryListResponse = z.object({
  deliveries: z.array(ZWebhookDeliveryResponse),
  nextCursor: z.string().nullable(),
});
export const ZWebhookDeliveryEnvelopeResponse = z.object({ delivery: ZWebhookDeliveryResponse });
