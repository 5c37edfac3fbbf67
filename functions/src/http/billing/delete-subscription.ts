import { billingRoutes } from '@outreach/shared/routes/billing';
import { deleteSubscription } from '../../domain/billing/delete-subscription.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(billingRoutes, 'DELETE /billing/subscriptions', ({ auth, deps }) =>
  deleteSubscription(deps, auth),
);
