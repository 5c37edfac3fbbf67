import { billingRoutes } from '@outreach/shared/routes/billing';
import { getPlanPrice } from '../../domain/billing/billing-details.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(billingRoutes, 'GET /billing/plan-price', async ({ query }) =>
  getPlanPrice(query),
);
