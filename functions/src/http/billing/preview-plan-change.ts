import { billingRoutes } from '@outreach/shared/routes/billing';
import { previewPlanChange } from '../../domain/billing/preview-plan-change.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(billingRoutes, 'GET /billing/plan-update-invoice', ({ auth, deps, query }) =>
  previewPlanChange(deps, auth, query),
);
