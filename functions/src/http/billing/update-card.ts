import { billingRoutes } from '@outreach/shared/routes/billing';
import { updateCard } from '../../domain/billing/billing-details.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(billingRoutes, 'PATCH /billing/update-card-details', ({ auth, deps, body }) =>
  updateCard(deps, auth, body.paymentMethod),
);
