import { WebhookSubscriptionEntity } from '../../data/entities/webhook.ts';
import type { Deps } from '../../ports/deps.ts';
import { webhookView } from './webhook-view.ts';

/** GET /webhook-subscriptions: the team's subscriptions, oldest first (at most 10 per team). */
export async function listWebhooks(_deps: Deps, teamId: string) {
  const { data } = await WebhookSubscriptionEntity.query.byTeam({ teamId }).go({ pages: 1, limit: 100 });
  return { webhooks: data.sort((a, b) => a.createdAt - b.createdAt).map(webhookView) };
}
