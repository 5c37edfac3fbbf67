import type Stripe from 'stripe';
import { BillingAccountEntity } from '../../data/entities/billing-account.ts';
import { TeamEntity } from '../../data/entities/team.ts';
import type { Deps } from '../../ports/deps.ts';
import { parseLookupKey } from './catalogue.ts';

const PAID = new Set(['active', 'past_due', 'trialing']);
const ENDED = new Set(['canceled', 'incomplete_expired', 'unpaid']);

/**
 * Derives the team's billing state from Stripe's subscription as it is now: plan, cycle, seats,
 * period, cancel at period end and paused collection. Only the team's current subscription counts,
 * so an event about an older one changes nothing; and since the state is read from the subscription
 * itself (not from an event's snapshot), replayed or out-of-order events leave the right state.
 */
export async function applySubscription(
  deps: Deps,
  teamId: string,
  sub: Stripe.Subscription,
): Promise<boolean> {
  const account = (await BillingAccountEntity.get({ teamId }).go()).data;
  if (!account || account.subscriptionId !== sub.id) return false;
  const item = sub.items.data[0];
  const price = parseLookupKey(item?.price.lookup_key);
  const now = deps.clock.now();
  const pause = sub.pause_collection;
  const pausedAt = pause ? (account.pausedAt ?? Math.floor(now / 1000)) : undefined;
  const removals = pause
    ? pause.resumes_at
      ? []
      : ['autoResumeAt' as const]
    : ['pausedAt' as const, 'autoResumeAt' as const];
  const set = {
    status: sub.status,
    seats: item?.quantity ?? account.seats ?? 1,
    currentPeriodStart: item?.current_period_start,
    currentPeriodEnd: item?.current_period_end,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    ...(price ? { plan: price.plan, billingType: price.billingType, currency: price.currency } : {}),
    ...(pause ? { pausedAt, hasUsedPause: true } : {}),
    ...(pause?.resumes_at ? { autoResumeAt: pause.resumes_at } : {}),
    updatedAt: now,
  };
  const patch = BillingAccountEntity.patch({ teamId }).set(set);
  await (removals.length ? patch.remove(removals) : patch).go();
  if (PAID.has(sub.status)) {
    await TeamEntity.patch({ teamId })
      .set({
        ...(price ? { plan: price.plan } : {}),
        seats: item?.quantity ?? 1,
        hasPaidPlan: true,
        isSubscriptionPaused: Boolean(pause),
        updatedAt: now,
      })
      .go();
  } else if (ENDED.has(sub.status)) {
    await TeamEntity.patch({ teamId })
      // Back to the trial's state: deactivated once the trial has ended (spec 2 §4).
      .set({ plan: 'trial', hasPaidPlan: false, isSubscriptionPaused: false, updatedAt: now })
      .go();
  }
  return true;
}
