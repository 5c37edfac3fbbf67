import { billingRoutes } from '@outreach/shared/routes/billing';
import { changePlan } from '../../domain/billing/change-plan.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(billingRoutes, 'PATCH /billing/subscriptions', ({ auth, deps, body }) =>
  changePlan(deps, auth, body),
);
