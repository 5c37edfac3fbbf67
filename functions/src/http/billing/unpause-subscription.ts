import { billingRoutes } from '@outreach/shared/routes/billing';
import { unpauseSubscription } from '../../domain/billing/unpause-subscription.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(billingRoutes, 'POST /billing/subscriptions/unpause', ({ auth, deps }) =>
  unpauseSubscription(deps, auth),
);
