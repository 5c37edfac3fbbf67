import { AppError } from '@outreach/shared/errors';
import type { PlanName } from '@outreach/shared/plans/catalogue';
import { classifyPlanChange } from '@outreach/shared/plans/classify';
import { isDowngradeBlockedBySeats, seatCountError, seatMessages } from '@outreach/shared/plans/seats';
import { billingTexts } from '@outreach/shared/rules/billing';
import type { TPlanChangeRequest } from '@outreach/shared/schemas/billing';
import type Stripe from 'stripe';
import type { Deps } from '../../ports/deps.ts';
import { type BillingOwner, memberCount, requireSubscription } from './billing-owner.ts';
import { findPrice } from './catalogue.ts';

/**
 * Checks a plan, cycle or seat change (spec 2 §4, §5): a live subscription that is neither cancelled
 * nor paused, the same currency, seats within the plan's limits and never below the members.
 * Answers what the change needs: the subscription item and the new price.
 */
export async function preparePlanChange(
  deps: Deps,
  stripe: Stripe,
  owner: BillingOwner,
  req: TPlanChangeRequest,
) {
  const a = requireSubscription(owner);
  if (a.cancelAtPeriodEnd || owner.team.isSubscriptionPaused)
    throw new AppError('BAD_REQUEST', billingTexts.resumeToChangePlan);
  if (a.currency && a.currency !== req.currency)
    throw new AppError('BAD_REQUEST', 'The currency of a subscription cannot be changed');
  const members = await memberCount(deps, owner.teamId);
  if (isDowngradeBlockedBySeats({ targetPlan: req.plan, memberCount: members })) {
    throw new AppError('BAD_REQUEST', seatMessages.downgradeTooManyMembers);
  }
  const seatError = seatCountError({
    plan: req.plan,
    seats: req.seats,
    teamCount: members,
    whiteLabelMinSeats: owner.whiteLabelMinSeats,
  });
  if (seatError) throw new AppError('BAD_REQUEST', seatError);
  const [sub, price] = await Promise.all([
    stripe.subscriptions.retrieve(a.subscriptionId),
    findPrice(stripe, req),
  ]);
  if (!price) throw new AppError('BAD_REQUEST', 'This plan has no price on that billing cycle and currency');
  const item = sub.items.data[0];
  if (item.price.id === price.id && item.quantity === req.seats) {
    throw new AppError('BAD_REQUEST', 'This is your current plan');
  }
  const flags = {
    seatsUpgrade: req.seats > (item.quantity ?? 1),
    planUpgrade:
      classifyPlanChange({
        from: (a.plan ?? owner.team.plan) as PlanName,
        to: req.plan,
        seats: req.seats,
      }) === 'upgrade',
  };
  return { sub, item, price, flags };
}
