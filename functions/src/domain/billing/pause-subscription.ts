import { AppError } from '@outreach/shared/errors';
import { billingTexts } from '@outreach/shared/rules/billing';
import type { TPauseSubscriptionRequest } from '@outreach/shared/schemas/billing';
import type Stripe from 'stripe';
import { BillingAccountEntity } from '../../data/entities/billing-account.ts';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { applySubscription } from './apply-subscription.ts';
import { billingOwner, requireSubscription } from './billing-owner.ts';
import { stripeCall } from './stripe-call.ts';

/**
 * POST /billing/subscriptions/pause: pauses collection for the chosen days, once per subscription
 * (spec 2 §4). Not while cancelled; not with an invoice still waiting for the card
 * (outstanding_invoice_requires_action, spec 2 §8).
 */
export async function pauseSubscription(deps: Deps, auth: AuthContext, req: TPauseSubscriptionRequest) {
  const owner = await billingOwner(deps, auth);
  const a = requireSubscription(owner);
  if (a.hasUsedPause) throw new AppError('BAD_REQUEST', billingTexts.pauseLimitReached);
  if (a.cancelAtPeriodEnd) throw new AppError('BAD_REQUEST', billingTexts.subscriptionCancelled);
  const stripe = await deps.payments.stripe();
  return stripeCall(async () => {
    const sub = await stripe.subscriptions.retrieve(a.subscriptionId, { expand: ['latest_invoice'] });
    if ((sub.latest_invoice as Stripe.Invoice | null)?.status === 'open' || sub.status === 'past_due') {
      throw new AppError('BAD_REQUEST', 'outstanding_invoice_requires_action');
    }
    const now = Math.floor(deps.clock.now() / 1000);
    const seconds = req.period * 86_400;
    const updated = await stripe.subscriptions.update(a.subscriptionId, {
      pause_collection: { behavior: 'void', resumes_at: now + seconds },
    });
    await BillingAccountEntity.patch({ teamId: owner.teamId })
      .set({
        pausedAt: now,
        pauseDurationSeconds: seconds,
        hasUsedPause: true,
        pauseReason: req.reason,
        pauseDescription: req.description,
        updatedAt: deps.clock.now(),
      })
      .go();
    await applySubscription(deps, owner.teamId, updated);
    return { isSubscriptionPaused: true, autoResumeSubscriptionAt: now + seconds };
  });
}
