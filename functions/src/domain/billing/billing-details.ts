import { AppError } from '@outreach/shared/errors';
import { planPriceInfo } from '@outreach/shared/plans/prices';
import type { TBillingInformation } from '@outreach/shared/schemas/billing';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { billingOwner } from './billing-owner.ts';
import { attachCard, saveCustomerDetails } from './customer.ts';
import { stripeCall } from './stripe-call.ts';

/** PATCH /billing/company: company, tax id and address, on the Stripe customer and here. */
export async function updateCompany(deps: Deps, auth: AuthContext, req: TBillingInformation) {
  const owner = await billingOwner(deps, auth);
  const stripe = await deps.payments.stripe();
  await stripeCall(() => saveCustomerDetails(deps, stripe, owner, req));
  return {
    company: req.company,
    vat: req.vat ?? null,
    vatType: req.vatType ?? null,
    address: req.address ?? null,
  };
}

/** PATCH /billing/update-card-details: a new default card for the customer and the subscription. */
export async function updateCard(deps: Deps, auth: AuthContext, paymentMethod: string) {
  const owner = await billingOwner(deps, auth);
  const a = owner.account;
  if (!a?.customerId) throw new AppError('BAD_REQUEST', 'Please subscribe to a plan first');
  const stripe = await deps.payments.stripe();
  return stripeCall(async () => {
    const pm = await attachCard(deps, stripe, owner.teamId, a.customerId as string, paymentMethod);
    if (a.subscriptionId && a.status !== 'canceled') {
      await stripe.subscriptions.update(a.subscriptionId, { default_payment_method: pm.id });
    }
    return {
      card: {
        brand: pm.card?.brand,
        last4: pm.card?.last4,
        exp_month: pm.card?.exp_month,
        exp_year: pm.card?.exp_year,
      },
    };
  });
}

/** GET /billing/plan-price: minimum seats, their price together and the price of each further seat. */
export function getPlanPrice(q: Parameters<typeof planPriceInfo>[0]) {
  const info = planPriceInfo(q);
  if (!info) throw new AppError('NOT_FOUND', 'NONE PROVIDED');
  return info;
}

/** GET /billing/card-form: what the card form loads (Stripe.js, or the sandbox's stand-in locally). */
export async function getCardForm(deps: Deps) {
  return deps.payments.cardForm();
}
