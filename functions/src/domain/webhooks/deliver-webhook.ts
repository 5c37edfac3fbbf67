import { webhookMaxAttempts } from '@outreach/shared/schemas/webhooks';
import { isConditionFailure } from '../../data/condition-failure.ts';
import { WebhookDeliveryEntity, WebhookSubscriptionEntity } from '../../data/entities/webhook.ts';
import type { Deps } from '../../ports/deps.ts';
import { SIGNATURE_HEADER, signatureHeader } from './signature.ts';
import { retryScheduleName, type WebhookMessage, webhookBackoffMs } from './webhook-messages.ts';
import { secretContext } from './webhook-view.ts';

/** How long a receiver has to answer (ours). */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * One try of a delivery (the `steps` queue's `webhook` messages). A 2xx answer ends it; anything else
 * schedules the next try after a back-off, up to six tries, then the delivery is dead-lettered
 * (`failed`, kept in the log, replayable). A redelivered message whose try was already recorded does
 * nothing. Delivery is at least once, as with Stripe: receivers dedupe on the event id.
 */
export async function deliverWebhook(deps: Deps, msg: WebhookMessage): Promise<string> {
  const key = { teamId: msg.teamId, subscriptionId: msg.subscriptionId, deliveryId: msg.deliveryId };
  const { data: d } = await WebhookDeliveryEntity.get(key).go();
  if (!d || d.status === 'succeeded' || d.status === 'failed') return 'done';
  if ((d.attemptCount ?? 0) !== msg.attempt) return 'stale';

  const now = deps.clock.now();
  const { data: sub } = await WebhookSubscriptionEntity.get({
    teamId: msg.teamId,
    subscriptionId: msg.subscriptionId,
  }).go();
  let attempt: {
    at: number;
    durationMs: number;
    responseStatus?: number;
    responseBody?: string;
    error?: string;
  };
  let ok = false;
  if (!sub) {
    attempt = { at: now, durationMs: 0, error: 'The webhook was deleted' };
  } else {
    const secret = await deps.secrets.decrypt(
      sub.secretCipher,
      secretContext(sub.teamId, sub.subscriptionId),
    );
    const outcome = await deps.webhooks.post({
      url: sub.url,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Outreach-Webhooks/1.0',
        [SIGNATURE_HEADER]: signatureHeader(secret, Math.floor(now / 1000), d.payload),
        'Outreach-Event': d.eventType,
        'Outreach-Delivery': d.deliveryId,
      },
      body: d.payload,
      timeoutMs: WEBHOOK_TIMEOUT_MS,
    });
    if ('status' in outcome) {
      ok = outcome.status >= 200 && outcome.status < 300;
      attempt = {
        at: now,
        durationMs: outcome.durationMs,
        responseStatus: outcome.status,
        responseBody: outcome.body,
      };
    } else {
      attempt = { at: now, durationMs: outcome.durationMs, error: outcome.error };
    }
  }
  const tries = msg.attempt + 1;
  const final = ok || !sub || tries >= webhookMaxAttempts;
  const status = ok ? 'succeeded' : final ? 'failed' : 'retrying';
  const nextAttemptAt = final ? undefined : now + webhookBackoffMs[tries - 1]!;
  try {
    const update = WebhookDeliveryEntity.patch(key)
      .append({ attempts: [attempt] })
      .set({ status, attemptCount: tries, updatedAt: now });
    await (nextAttemptAt ? update.set({ nextAttemptAt }) : update.remove(['nextAttemptAt']))
      .where(({ attemptCount }, { eq }) => eq(attemptCount, msg.attempt))
      .go();
  } catch (e) {
    // Another consumer recorded this try first (a duplicate message): its outcome stands.
    if (isConditionFailure(e)) return 'stale';
    throw e;
  }
  if (nextAttemptAt) {
    const next: WebhookMessage = { ...msg, attempt: tries };
    await deps.scheduler.schedule({
      name: retryScheduleName(d.deliveryId, tries),
      at: nextAttemptAt,
      queue: 'steps',
      body: next,
    });
  }
  return status;
}
