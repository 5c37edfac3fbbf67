import { billingRoutes } from '@outreach/shared/routes/billing';
import { confirmPayment } from '../../domain/billing/confirm-payment.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  billingRoutes,
  'POST /billing/subscriptions/payment-confirmed',
  ({ auth, deps }) => confirmPayment(deps, auth),
);
