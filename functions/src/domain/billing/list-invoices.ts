import { INVOICES_PAGE_SIZE } from '@outreach/shared/constants/billing';
import type { TInvoice } from '@outreach/shared/schemas/billing';
import type Stripe from 'stripe';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { billingOwner } from './billing-owner.ts';
import { stripeCall } from './stripe-call.ts';

/** An invoice as the billing history shows it (spec 2 §3), with the coupon of its first discount. */
export function toInvoice(i: Stripe.Invoice): TInvoice {
  const first = i.discounts?.[0];
  const coupon =
    first && typeof first === 'object' && 'source' in first
      ? (first.source?.coupon as Stripe.Coupon | null)
      : null;
  return {
    id: i.id ?? '',
    number: i.number,
    created: i.created,
    currency: i.currency,
    amount_due: i.amount_due,
    total: i.total,
    subtotal: i.subtotal,
    status: i.status,
    hosted_invoice_url: i.hosted_invoice_url ?? null,
    discount:
      coupon && typeof coupon === 'object'
        ? { coupon: { percent_off: coupon.percent_off, amount_off: coupon.amount_off } }
        : null,
    total_discount_amounts: (i.total_discount_amounts ?? []).map((d) => ({ amount: d.amount })),
  };
}

/** GET /billing/invoices: the team's invoices, newest first, in Stripe's cursor pages. */
export async function listInvoices(
  deps: Deps,
  auth: AuthContext,
  q: { startingAfter?: string; endingBefore?: string },
): Promise<{ invoices: TInvoice[]; hasMore: boolean }> {
  const owner = await billingOwner(deps, auth);
  const customer = owner.account?.customerId;
  if (!customer) return { invoices: [], hasMore: false };
  const stripe = await deps.payments.stripe();
  return stripeCall(async () => {
    const page = await stripe.invoices.list({
      customer,
      limit: INVOICES_PAGE_SIZE,
      ...(q.endingBefore
        ? { ending_before: q.endingBefore }
        : q.startingAfter
          ? { starting_after: q.startingAfter }
          : {}),
      expand: ['data.discounts'],
    });
    return { invoices: page.data.map(toInvoice), hasMore: page.has_more };
  });
}
