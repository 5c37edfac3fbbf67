import { billingRoutes } from '@outreach/shared/routes/billing';
import { cancelSubscription } from '../../domain/billing/cancel-subscription.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  billingRoutes,
  'PATCH /billing/subscriptions/cancel',
  ({ auth, deps, body }) => cancelSubscription(deps, auth, body),
);
