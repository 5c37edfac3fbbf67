import { billingRoutes } from '@outreach/shared/routes/billing';
import { getCancelDiscount } from '../../domain/billing/cancel-discount.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(billingRoutes, 'GET /billing/cancel-discount', ({ auth, deps }) =>
  getCancelDiscount(deps, auth),
);
