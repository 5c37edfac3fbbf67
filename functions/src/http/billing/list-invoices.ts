import { billingRoutes } from '@outreach/shared/routes/billing';
import { listInvoices } from '../../domain/billing/list-invoices.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(billingRoutes, 'GET /billing/invoices', ({ auth, deps, query }) =>
  listInvoices(deps, auth, query),
);
