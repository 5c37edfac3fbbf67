import { billingRoutes } from '@outreach/shared/routes/billing';
import { pauseSubscription } from '../../domain/billing/pause-subscription.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(billingRoutes, 'POST /billing/subscriptions/pause', ({ auth, deps, body }) =>
  pauseSubscription(deps, auth, body),
);
