import { billingRoutes } from '@outreach/shared/routes/billing';
import { recordPaymentFailure } from '../../domain/billing/record-payment-failure.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  billingRoutes,
  'POST /billing/subscriptions/payment-failed',
  ({ auth, deps }) => recordPaymentFailure(deps, auth),
);
