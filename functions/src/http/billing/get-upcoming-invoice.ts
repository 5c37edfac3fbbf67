import { billingRoutes } from '@outreach/shared/routes/billing';
import { getUpcomingInvoice } from '../../domain/billing/preview-plan-change.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(billingRoutes, 'GET /billing/upcoming-invoice', ({ auth, deps }) =>
  getUpcomingInvoice(deps, auth),
);
