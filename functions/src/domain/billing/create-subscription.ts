import { AppError } from '@outreach/shared/errors';
import { seatCountError } from '@outreach/shared/plans/seats';
import { paymentSuccessQuery } from '@outreach/shared/rules/billing';
import type {
  TCreateSubscriptionRequest,
  TCreateSubscriptionResponse,
} from '@outreach/shared/schemas/billing';
import type Stripe from 'stripe';
import { BillingAccountEntity } from '../../data/entities/billing-account.ts';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { applySubscription } from './apply-subscription.ts';
import { billingOwner, memberCount } from './billing-owner.ts';
import { findPrice } from './catalogue.ts';
import { attachCard, saveCustomerDetails } from './customer.ts';
import { stripeCall } from './stripe-call.ts';

const LIVE = new Set(['active', 'past_due', 'trialing']);

/** The promotion code of a typed code, or the spec's promo errors (spec 2 §8). */
async function promotionCodeId(stripe: Stripe, code: string | undefined): Promise<string | undefined> {
  if (!code) return undefined;
  const found = (await stripe.promotionCodes.list({ code, limit: 1 })).data[0];
  if (!found) throw new AppError('BAD_REQUEST', 'invalid-promo-code');
  if (!found.active) throw new AppError('BAD_REQUEST', 'inactive-promo-code');
  return found.id;
}

/**
 * Starts the team's first subscription (spec 2 §4 New subscription): the customer with the billing
 * details, the card attached, then the subscription at seats × the plan's price. A declined card
 * answers 402 with Stripe's message and leaves no subscription; a card that needs 3D Secure answers
 * the client secret the SPA confirms with Stripe.js (then payment-confirmed, or DELETE on failure).
 */
export async function createSubscription(
  deps: Deps,
  auth: AuthContext,
  req: TCreateSubscriptionRequest,
): Promise<TCreateSubscriptionResponse> {
  const owner = await billingOwner(deps, auth);
  const { teamId } = owner;
  if (owner.account?.subscriptionId && LIVE.has(owner.account.status ?? '')) {
    throw new AppError('CONFLICT', 'This team already has a subscription');
  }
  const seatError = seatCountError({
    plan: req.plan,
    seats: req.seats,
    teamCount: await memberCount(deps, teamId),
    whiteLabelMinSeats: owner.whiteLabelMinSeats,
  });
  if (seatError) throw new AppError('BAD_REQUEST', seatError);
  const stripe = await deps.payments.stripe();
  return stripeCall(async () => {
    const price = await findPrice(stripe, req);
    if (!price)
      throw new AppError('BAD_REQUEST', 'This plan has no price on that billing cycle and currency');
    const promotionCode = await promotionCodeId(stripe, req.promoCode);
    // A subscription left incomplete by an earlier attempt goes first.
    if (owner.account?.subscriptionId && owner.account.status === 'incomplete') {
      await stripe.subscriptions.cancel(owner.account.subscriptionId).catch(() => undefined);
    }
    const customerId = await saveCustomerDetails(deps, stripe, owner, req);
    const pm = await attachCard(deps, stripe, teamId, customerId, req.paymentMethod);
    const sub = await stripe.subscriptions.create({
      customer: customerId,
      items: [{ price: price.id, quantity: req.seats }],
      default_payment_method: pm.id,
      payment_behavior: 'allow_incomplete',
      ...(promotionCode ? { discounts: [{ promotion_code: promotionCode }] } : {}),
      metadata: { teamId, plan: req.plan, billingType: req.billingType },
      expand: ['latest_invoice.confirmation_secret'],
    });
    const now = deps.clock.now();
    await BillingAccountEntity.patch({ teamId })
      .set({
        subscriptionId: sub.id,
        status: sub.status,
        hasUsedPause: false,
        isCancelCouponApplied: false,
        updatedAt: now,
      })
      .go();
    if (sub.status === 'active') {
      await applySubscription(deps, teamId, sub);
      return {
        subscription: { id: sub.id, status: sub.status },
        paymentAction: null,
        redirectUrlParams: paymentSuccessQuery({ newCustomer: true }),
      };
    }
    const secret = (sub.latest_invoice as Stripe.Invoice | null)?.confirmation_secret?.client_secret;
    const pi = secret ? await stripe.paymentIntents.retrieve(secret.split('_secret_')[0]) : null;
    if (pi?.status === 'requires_action' && secret) {
      return {
        subscription: { id: sub.id, status: sub.status },
        paymentAction: { clientSecret: secret },
        redirectUrlParams: paymentSuccessQuery({ newCustomer: true }),
      };
    }
    // Declined when charged: remove the subscription, answer the card's message.
    await stripe.subscriptions.cancel(sub.id);
    await BillingAccountEntity.patch({ teamId })
      .set({ status: 'canceled', updatedAt: now })
      .remove(['subscriptionId'])
      .go();
    throw new AppError('PAYMENT_REQUIRED', pi?.last_payment_error?.message ?? 'Your card was declined.');
  });
}
