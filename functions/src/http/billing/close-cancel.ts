import { billingRoutes } from '@outreach/shared/routes/billing';
import { closeCancel } from '../../domain/billing/cancel-discount.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  billingRoutes,
  'POST /billing/subscriptions/close-cancel',
  ({ auth, deps, body }) => closeCancel(deps, auth, body.trigger),
);
