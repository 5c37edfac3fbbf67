import { CANCEL_COUPON } from '@outreach/shared/constants/billing';
import { AppError } from '@outreach/shared/errors';
import { billingTexts } from '@outreach/shared/rules/billing';
import { BillingAccountEntity } from '../../data/entities/billing-account.ts';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { applySubscription } from './apply-subscription.ts';
import { billingOwner, requireSubscription } from './billing-owner.ts';
import { stripeCall } from './stripe-call.ts';

/** GET /billing/cancel-discount: the discount offered to a cancelling owner, once per team (spec 2 §4). */
export async function getCancelDiscount(deps: Deps, auth: AuthContext) {
  const owner = await billingOwner(deps, auth);
  const a = requireSubscription(owner);
  if (a.isCancelCouponApplied) return { discount: null };
  const stripe = await deps.payments.stripe();
  const coupon = await stripe.coupons.retrieve(CANCEL_COUPON.id).catch(() => null);
  if (!coupon?.valid) return { discount: null };
  return {
    discount: {
      id: coupon.id,
      name: coupon.name,
      percent_off: coupon.percent_off,
      amount_off: coupon.amount_off,
      duration: coupon.duration,
      duration_in_months: coupon.duration_in_months,
    },
  };
}

/** PATCH /billing/subscriptions/apply-discount: applies the cancellation discount instead of cancelling. */
export async function applyCancelDiscount(deps: Deps, auth: AuthContext) {
  const owner = await billingOwner(deps, auth);
  const a = requireSubscription(owner);
  if (a.isCancelCouponApplied) throw new AppError('BAD_REQUEST', 'The discount was already applied');
  const stripe = await deps.payments.stripe();
  // Claim the offer first: two clicks apply it once.
  await BillingAccountEntity.patch({ teamId: owner.teamId })
    .set({ isCancelCouponApplied: true, updatedAt: deps.clock.now() })
    .where((attr, op) => `${op.ne(attr.isCancelCouponApplied, true)}`)
    .go()
    .catch(() => {
      throw new AppError('BAD_REQUEST', 'The discount was already applied');
    });
  const updated = await stripeCall(() =>
    stripe.subscriptions.update(a.subscriptionId, { discounts: [{ coupon: CANCEL_COUPON.id }] }),
  ).catch(async (e) => {
    await BillingAccountEntity.patch({ teamId: owner.teamId }).set({ isCancelCouponApplied: false }).go();
    throw e;
  });
  await applySubscription(deps, owner.teamId, updated);
  return { message: billingTexts.discountApplied };
}

/** POST /billing/subscriptions/close-cancel: records what closed the cancel flow. */
export async function closeCancel(deps: Deps, auth: AuthContext, trigger: string) {
  const owner = await billingOwner(deps, auth);
  if (owner.account) {
    await BillingAccountEntity.patch({ teamId: owner.teamId })
      .set({ closeCancelTrigger: trigger, updatedAt: deps.clock.now() })
      .go();
  }
  return { trigger };
}
