import { billingRoutes } from '@outreach/shared/routes/billing';
import { resumeSubscription } from '../../domain/billing/resume-subscription.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(billingRoutes, 'PATCH /billing/subscriptions/resume', ({ auth, deps }) =>
  resumeSubscription(deps, auth),
);
