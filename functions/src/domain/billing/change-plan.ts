import { paymentSuccessQuery } from '@outreach/shared/rules/billing';
import type { TPlanChangeRequest } from '@outreach/shared/schemas/billing';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { applySubscription } from './apply-subscription.ts';
import { billingOwner } from './billing-owner.ts';
import { preparePlanChange } from './plan-change.ts';
import { stripeCall } from './stripe-call.ts';

/**
 * PATCH /billing/subscriptions: changes plan, cycle or seats now, invoicing the proration at once
 * (Stripe's always_invoice). If the card does not pay it, nothing changes (error_if_incomplete).
 */
export async function changePlan(deps: Deps, auth: AuthContext, req: TPlanChangeRequest) {
  const owner = await billingOwner(deps, auth);
  const stripe = await deps.payments.stripe();
  return stripeCall(async () => {
    const { sub, item, price, flags } = await preparePlanChange(deps, stripe, owner, req);
    const updated = await stripe.subscriptions.update(sub.id, {
      items: [{ id: item.id, price: price.id, quantity: req.seats }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
      metadata: { plan: req.plan, billingType: req.billingType },
    });
    await applySubscription(deps, owner.teamId, updated);
    return {
      subscription: { id: updated.id, status: updated.status },
      redirectUrlParams: paymentSuccessQuery(flags),
    };
  });
}
