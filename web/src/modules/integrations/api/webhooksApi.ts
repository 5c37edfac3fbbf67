import type { TCreateWebhookRequest, TWebhook, TWebhookDelivery } from '@outreach/shared/schemas/webhooks';
import { api } from '../../api/apiClient.ts';

export const WEBHOOKS_KEY = '/webhook-subscriptions';
export const WEBHOOK_KEY_PATH = '/users/me/webhook-key';

/** The SWR key of a subscription's delivery log (first page). */
export const deliveriesKey = (id: string) => `/webhook-subscriptions/${id}/deliveries?limit=20`;

export type DeliveriesPage = { deliveries: TWebhookDelivery[]; nextCursor: string | null };

export const webhooksApi = {
  create: (body: TCreateWebhookRequest) =>
    api.post<{ webhook: TWebhook; secret: string }>(WEBHOOKS_KEY, body),
  update: (id: string, body: TCreateWebhookRequest) =>
    api.patch<{ webhook: TWebhook }>(`${WEBHOOKS_KEY}/${id}`, body),
  remove: (id: string) => api.delete<object>(`${WEBHOOKS_KEY}/${id}`),
  sendTest: (id: string) => api.post<{ delivery: TWebhookDelivery }>(`${WEBHOOKS_KEY}/${id}/test`),
  replay: (id: string, deliveryId: string) =>
    api.post<{ delivery: TWebhookDelivery }>(`${WEBHOOKS_KEY}/${id}/deliveries/${deliveryId}/replay`),
  deliveries: (id: string, cursor: string) =>
    api.get<DeliveriesPage>(`${WEBHOOKS_KEY}/${id}/deliveries`, { limit: 20, cursor }),
  regenerateKey: () => api.post<{ webhookKey: string }>(WEBHOOK_KEY_PATH),
};
