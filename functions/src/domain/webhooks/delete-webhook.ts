import { WebhookSubscriptionEntity } from '../../data/entities/webhook.ts';
import type { Deps } from '../../ports/deps.ts';
import { loadWebhook } from './load-webhook.ts';

/** Unsubscribes. Deliveries still queued find the subscription gone and stop (their log stays). */
export async function deleteWebhook(deps: Deps, teamId: string, subscriptionId: string) {
  await loadWebhook(deps, teamId, subscriptionId);
  await WebhookSubscriptionEntity.delete({ teamId, subscriptionId }).go();
  return {};
}
