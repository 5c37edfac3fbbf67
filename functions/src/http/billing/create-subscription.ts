import { billingRoutes } from '@outreach/shared/routes/billing';
import { createSubscription } from '../../domain/billing/create-subscription.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(billingRoutes, 'POST /billing/subscriptions', ({ auth, deps, body }) =>
  createSubscription(deps, auth, body),
);
