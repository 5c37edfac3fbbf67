import { billingRoutes } from '@outreach/shared/routes/billing';
import { handleStripeWebhook } from '../../domain/billing/handle-stripe-webhook.ts';
import { endpoint } from '../../lib/handler.ts';

// The signature covers the exact bytes Stripe sent, so the body is passed on as received.
export const handler = endpoint(billingRoutes, 'POST /billing/webhook', ({ deps, event }) =>
  handleStripeWebhook(
    deps,
    event.isBase64Encoded && event.body
      ? Buffer.from(event.body, 'base64').toString('utf8')
      : (event.body ?? ''),
    event.headers?.['stripe-signature'],
  ),
);
