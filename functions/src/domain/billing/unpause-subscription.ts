import { AppError } from '@outreach/shared/errors';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { applySubscription } from './apply-subscription.ts';
import { billingOwner, requireSubscription } from './billing-owner.ts';
import { stripeCall } from './stripe-call.ts';

/** POST /billing/subscriptions/unpause: resumes a paused subscription before its date. */
export async function unpauseSubscription(deps: Deps, auth: AuthContext) {
  const owner = await billingOwner(deps, auth);
  const a = requireSubscription(owner);
  if (!owner.team.isSubscriptionPaused) throw new AppError('BAD_REQUEST', 'The subscription is not paused');
  const stripe = await deps.payments.stripe();
  const updated = await stripeCall(() =>
    stripe.subscriptions.update(a.subscriptionId, { pause_collection: '' }),
  );
  await applySubscription(deps, owner.teamId, updated);
  return { isSubscriptionPaused: false };
}
