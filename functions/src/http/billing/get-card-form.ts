import { billingRoutes } from '@outreach/shared/routes/billing';
import { getCardForm } from '../../domain/billing/billing-details.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(billingRoutes, 'GET /billing/card-form', ({ deps }) => getCardForm(deps));
