import * as z from 'zod';
import { WebhookDeliveryEntity } from '../../data/entities/webhook.ts';
import type { Deps } from '../../ports/deps.ts';
import { decodeCursor, encodeCursor } from '../paging/cursor.ts';
import { loadWebhook } from './load-webhook.ts';
import { deliveryView } from './webhook-view.ts';

const ZPosition = z.object({ d: z.string().min(1).max(64) });

/** GET /webhook-subscriptions/{id}/deliveries: the delivery log, newest first, by cursor. */
export async function listDeliveries(
  deps: Deps,
  teamId: string,
  subscriptionId: string,
  query: { cursor?: string; limit: number },
) {
  await loadWebhook(deps, teamId, subscriptionId);
  const after = query.cursor ? decodeCursor(query.cursor, ZPosition).d : undefined;
  const q = WebhookDeliveryEntity.query.bySubscription({ teamId, subscriptionId });
  const page = await (after ? q.lt({ deliveryId: after }) : q).go({
    order: 'desc',
    limit: query.limit + 1,
    pages: 1,
  });
  const rows = page.data.slice(0, query.limit);
  const more = page.data.length > query.limit || Boolean(page.cursor && rows.length === query.limit);
  return {
    deliveries: rows.map(deliveryView),
    nextCursor: more && rows.length ? encodeCursor({ d: rows.at(-1)!.deliveryId }) : null,
  };
}
