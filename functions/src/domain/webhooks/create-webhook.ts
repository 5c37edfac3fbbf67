import { randomBytes, randomUUID } from 'node:crypto';
import { AppError } from '@outreach/shared/errors';
import {
  maxWebhooksPerTeam,
  type TCreateWebhookRequest,
  webhookTexts,
} from '@outreach/shared/schemas/webhooks';
import { WebhookSubscriptionEntity } from '../../data/entities/webhook.ts';
import type { Deps } from '../../ports/deps.ts';
import { assertTeamFeature } from '../content/team-features.ts';
import { secretContext, webhookView } from './webhook-view.ts';

/**
 * Subscribes a URL to events (premium plans: the `webhooks` feature). Answers the signing secret once;
 * it is stored encrypted and never returned again. In AWS only https URLs are accepted; the delivery
 * itself refuses private addresses.
 */
export async function createWebhook(
  deps: Deps,
  teamId: string,
  userId: string,
  input: TCreateWebhookRequest,
) {
  await assertTeamFeature(deps, teamId, 'webhooks');
  if (!deps.env.local && new URL(input.url).protocol !== 'https:')
    throw new AppError('BAD_REQUEST', webhookTexts.badUrl);
  const existing = await WebhookSubscriptionEntity.query.byTeam({ teamId }).go({ pages: 1, limit: 100 });
  if (existing.data.length >= maxWebhooksPerTeam) throw new AppError('BAD_REQUEST', webhookTexts.tooMany);

  const subscriptionId = randomUUID();
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  const row = {
    teamId,
    subscriptionId,
    userId,
    url: input.url,
    events: input.events,
    secretCipher: await deps.secrets.encrypt(secret, secretContext(teamId, subscriptionId)),
    secretHint: secret.slice(-4),
    createdAt: deps.clock.now(),
  };
  await WebhookSubscriptionEntity.create(row).go();
  return { webhook: webhookView(row), secret };
}
