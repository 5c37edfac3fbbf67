import { AppError } from '@outreach/shared/errors';
import { type TUpdateWebhookRequest, webhookTexts } from '@outreach/shared/schemas/webhooks';
import { WebhookSubscriptionEntity } from '../../data/entities/webhook.ts';
import type { Deps } from '../../ports/deps.ts';
import { loadWebhook } from './load-webhook.ts';
import { webhookView } from './webhook-view.ts';

/**
 * Changes a subscription's URL and events (its signing secret stays). Events emitted from now on
 * follow the new events; every try from now on, retries of logged deliveries included, goes to the new URL.
 */
export async function updateWebhook(
  deps: Deps,
  teamId: string,
  subscriptionId: string,
  input: TUpdateWebhookRequest,
) {
  const row = await loadWebhook(deps, teamId, subscriptionId);
  if (!deps.env.local && new URL(input.url).protocol !== 'https:')
    throw new AppError('BAD_REQUEST', webhookTexts.badUrl);
  // Conditional on the row still existing: a concurrent delete wins over the edit.
  await WebhookSubscriptionEntity.patch({ teamId, subscriptionId })
    .set({ url: input.url, events: input.events })
    .go();
  return { webhook: webhookView({ ...row, url: input.url, events: input.events }) };
}
