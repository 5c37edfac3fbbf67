import { AppError } from '@outreach/shared/errors';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { applySubscription } from './apply-subscription.ts';
import { billingOwner } from './billing-owner.ts';
import { stripeCall } from './stripe-call.ts';

/**
 * POST /billing/subscriptions/payment-confirmed: after Stripe.js confirmed the card, the team takes
 * the subscription's state from Stripe at once (the webhook brings the same state, idempotently).
 */
export async function confirmPayment(deps: Deps, auth: AuthContext): Promise<{ status: string }> {
  const owner = await billingOwner(deps, auth);
  const id = owner.account?.subscriptionId;
  if (!id) throw new AppError('BAD_REQUEST', 'There is no subscription to confirm');
  const stripe = await deps.payments.stripe();
  const sub = await stripeCall(() => stripe.subscriptions.retrieve(id));
  await applySubscription(deps, owner.teamId, sub);
  if (sub.status !== 'active' && sub.status !== 'trialing') {
    throw new AppError('PAYMENT_REQUIRED', 'The payment is not confirmed');
  }
  return { status: sub.status };
}
