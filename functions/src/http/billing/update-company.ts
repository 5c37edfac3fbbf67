import { billingRoutes } from '@outreach/shared/routes/billing';
import { updateCompany } from '../../domain/billing/billing-details.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(billingRoutes, 'PATCH /billing/company', ({ auth, deps, body }) =>
  updateCompany(deps, auth, body),
);
