import { AppError } from '@outreach/shared/errors';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { applySubscription } from './apply-subscription.ts';
import { billingOwner, requireSubscription } from './billing-owner.ts';
import { stripeCall } from './stripe-call.ts';
import { unpauseSubscription } from './unpause-subscription.ts';

/**
 * PATCH /billing/subscriptions/resume: the Resume Subscription button of the cancelled and paused
 * banners: undoes a cancellation at period end, or resumes a paused subscription.
 */
export async function resumeSubscription(deps: Deps, auth: AuthContext) {
  const owner = await billingOwner(deps, auth);
  const a = requireSubscription(owner);
  if (owner.team.isSubscriptionPaused) return unpauseSubscription(deps, auth);
  if (!a.cancelAtPeriodEnd) throw new AppError('BAD_REQUEST', 'The subscription is active');
  const stripe = await deps.payments.stripe();
  const updated = await stripeCall(() =>
    stripe.subscriptions.update(a.subscriptionId, { cancel_at_period_end: false }),
  );
  await applySubscription(deps, owner.teamId, updated);
  return { cancel_at_period_end: false };
}
