import { billingRoutes } from '@outreach/shared/routes/billing';
import { getBillingInfo } from '../../domain/billing/get-billing-info.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(billingRoutes, 'GET /billing', ({ auth, deps }) =>
  getBillingInfo(deps, auth),
);
