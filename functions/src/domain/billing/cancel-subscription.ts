import { AppError } from '@outreach/shared/errors';
import { billingTexts } from '@outreach/shared/rules/billing';
import type { TCancelSubscriptionRequest } from '@outreach/shared/schemas/billing';
import { BillingAccountEntity } from '../../data/entities/billing-account.ts';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { applySubscription } from './apply-subscription.ts';
import { billingOwner, requireSubscription } from './billing-owner.ts';
import { stripeCall } from './stripe-call.ts';

/**
 * PATCH /billing/subscriptions/cancel: cancels at the end of the period (access continues until
 * then and it can be resumed). Not while paused: resume first (spec 2 §4).
 */
export async function cancelSubscription(deps: Deps, auth: AuthContext, req: TCancelSubscriptionRequest) {
  const owner = await billingOwner(deps, auth);
  const a = requireSubscription(owner);
  if (owner.team.isSubscriptionPaused) throw new AppError('BAD_REQUEST', billingTexts.pausedResumeToCancel);
  if (a.cancelAtPeriodEnd) throw new AppError('BAD_REQUEST', billingTexts.subscriptionCancelled);
  const stripe = await deps.payments.stripe();
  const updated = await stripeCall(() =>
    stripe.subscriptions.update(a.subscriptionId, {
      cancel_at_period_end: true,
      cancellation_details: {
        comment: [req.reasons.join(', '), req.tellUsMore].filter(Boolean).join(': ').slice(0, 500),
      },
    }),
  );
  await BillingAccountEntity.patch({ teamId: owner.teamId })
    .set({ cancelReasons: req.reasons, cancelDetails: req.tellUsMore, updatedAt: deps.clock.now() })
    .go();
  await applySubscription(deps, owner.teamId, updated);
  return { cancel_at_period_end: true, current_period_end: a.currentPeriodEnd ?? null };
}
