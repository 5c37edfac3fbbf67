import { AppError } from '@outreach/shared/errors';
import { BillingAccountEntity } from '../../data/entities/billing-account.ts';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { billingOwner } from './billing-owner.ts';
import { stripeCall } from './stripe-call.ts';

/**
 * DELETE /billing/subscriptions: removes a subscription whose first payment did not go through
 * (failed 3D Secure, spec 2 §4 step 5). A paid subscription is cancelled through the cancel flow.
 */
export async function deleteSubscription(deps: Deps, auth: AuthContext): Promise<{ deleted: boolean }> {
  const owner = await billingOwner(deps, auth);
  const a = owner.account;
  if (!a?.subscriptionId) return { deleted: false };
  const stripe = await deps.payments.stripe();
  const sub = await stripeCall(() => stripe.subscriptions.retrieve(a.subscriptionId as string));
  if (sub.status !== 'incomplete' && sub.status !== 'incomplete_expired') {
    throw new AppError('CONFLICT', 'A paid subscription is cancelled from the Subscription Plan page');
  }
  if (sub.status === 'incomplete') await stripeCall(() => stripe.subscriptions.cancel(sub.id));
  await BillingAccountEntity.patch({ teamId: owner.teamId })
    .set({ status: 'canceled', updatedAt: deps.clock.now() })
    .remove(['subscriptionId'])
    .go();
  return { deleted: true };
}
