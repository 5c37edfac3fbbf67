import { billingRoutes } from '@outreach/shared/routes/billing';
import { applyCancelDiscount } from '../../domain/billing/cancel-discount.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  billingRoutes,
  'PATCH /billing/subscriptions/apply-discount',
  ({ auth, deps }) => applyCancelDiscount(deps, auth),
);
