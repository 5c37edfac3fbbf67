import type { TBillingInfo } from '@outreach/shared/schemas/billing';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { loadTeamView } from '../teams/team-view.ts';
import { billingOwner, memberCount } from './billing-owner.ts';

/** GET /billing: the owner's billing info (spec 2 §3), from the team and its Stripe-derived state. */
export async function getBillingInfo(deps: Deps, auth: AuthContext): Promise<TBillingInfo> {
  const owner = await billingOwner(deps, auth);
  const [view, used] = await Promise.all([
    loadTeamView(deps, owner.teamId, auth.userId),
    memberCount(deps, owner.teamId),
  ]);
  const a = owner.account;
  const t = owner.team;
  const live = Boolean(a?.subscriptionId) && ['active', 'past_due', 'trialing'].includes(a?.status ?? '');
  return {
    plan: t.plan ?? 'trial',
    planVersion: t.planVersion ?? null,
    billingType: live ? (a?.billingType ?? null) : null,
    currency: a?.currency ?? null,
    seats: t.seats ?? 1,
    usedSeats: used,
    trial: view?.trial ?? { started: null, ended: false, endsAt: null },
    hasPaidPlan: t.hasPaidPlan ?? false,
    hasFreePlan: t.hasFreePlan ?? false,
    hasLifetimeDeal: false,
    hasCustomPlan: false,
    whiteLabelMinSeats: owner.whiteLabelMinSeats,
    canUpdateSeats: live && !a?.cancelAtPeriodEnd && !t.isSubscriptionPaused,
    isSubscriptionPaused: t.isSubscriptionPaused ?? false,
    pausedSubscriptionAt: a?.pausedAt ?? null,
    pauseDurationSeconds: a?.pauseDurationSeconds ?? null,
    autoResumeSubscriptionAt: a?.autoResumeAt ?? null,
    hasUsedPause: a?.hasUsedPause ?? false,
    isCancelCouponApplied: a?.isCancelCouponApplied ?? false,
    company: a?.company ?? null,
    phone: a?.phone ?? null,
    vat: a?.vat ?? null,
    vatType: a?.vatType ?? null,
    address: (a?.address as Record<string, string | null> | undefined) ?? null,
    subscriptionStatus: a?.subscriptionId ? (a.status ?? null) : null,
    stripeSubscriptionObject: live
      ? {
          trial_end: null,
          current_period_end: a?.currentPeriodEnd ?? null,
          cancel_at_period_end: a?.cancelAtPeriodEnd ?? false,
        }
      : null,
    stripeTokenObject: a?.card
      ? { card: a.card as NonNullable<TBillingInfo['stripeTokenObject']>['card'] }
      : null,
    nextInvoice: null,
  };
}
