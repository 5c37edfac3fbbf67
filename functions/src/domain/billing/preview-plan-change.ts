import type { TPlanChangeRequest } from '@outreach/shared/schemas/billing';
import type Stripe from 'stripe';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { billingOwner, requireSubscription } from './billing-owner.ts';
import { preparePlanChange } from './plan-change.ts';
import { stripeCall } from './stripe-call.ts';

/** An invoice preview as the SPA shows it. */
export function toPreview(i: Stripe.Invoice) {
  return {
    amount_due: i.amount_due,
    total: i.total,
    subtotal: i.subtotal,
    currency: i.currency,
    period_end: i.period_end,
    lines: i.lines.data.map((l) => ({ description: l.description, amount: l.amount })),
  };
}

/** GET /billing/plan-update-invoice: what a plan, cycle or seat change would charge now (Stripe's preview). */
export async function previewPlanChange(deps: Deps, auth: AuthContext, req: TPlanChangeRequest) {
  const owner = await billingOwner(deps, auth);
  const stripe = await deps.payments.stripe();
  return stripeCall(async () => {
    const { sub, item, price } = await preparePlanChange(deps, stripe, owner, req);
    const preview = await stripe.invoices.createPreview({
      customer: sub.customer as string,
      subscription: sub.id,
      subscription_details: {
        items: [{ id: item.id, price: price.id, quantity: req.seats }],
        proration_behavior: 'always_invoice',
        proration_date: Math.floor(deps.clock.now() / 1000),
      },
    });
    return toPreview(preview);
  });
}

/** GET /billing/upcoming-invoice: the next renewal invoice. */
export async function getUpcomingInvoice(deps: Deps, auth: AuthContext) {
  const owner = await billingOwner(deps, auth);
  const a = requireSubscription(owner);
  const stripe = await deps.payments.stripe();
  return stripeCall(async () =>
    toPreview(
      await stripe.invoices.createPreview({ customer: a.customerId, subscription: a.subscriptionId }),
    ),
  );
}
