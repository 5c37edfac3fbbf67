import { AppError } from '@outreach/shared/errors';
import { webhookTexts } from '@outreach/shared/schemas/webhooks';
import { WebhookSubscriptionEntity } from '../../data/entities/webhook.ts';
import type { Deps } from '../../ports/deps.ts';
import type { SubscriptionRow } from './webhook-view.ts';

/** The team's subscription, or 404 (another team's id is not found, like a missing one). */
export async function loadWebhook(
  _deps: Deps,
  teamId: string,
  subscriptionId: string,
): Promise<SubscriptionRow> {
  const { data } = await WebhookSubscriptionEntity.get({ teamId, subscriptionId }).go();
  if (!data) throw new AppError('NOT_FOUND', webhookTexts.notFound);
  return data;
}
