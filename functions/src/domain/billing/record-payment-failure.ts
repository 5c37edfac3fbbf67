import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { billingOwner } from './billing-owner.ts';
import { deleteSubscription } from './delete-subscription.ts';

/**
 * POST /billing/subscriptions/payment-failed: the card confirmation failed in the browser; the
 * incomplete subscription is removed (the same as DELETE /billing/subscriptions).
 */
export async function recordPaymentFailure(deps: Deps, auth: AuthContext): Promise<{ deleted: boolean }> {
  const owner = await billingOwner(deps, auth);
  if (owner.account?.status !== 'incomplete') return { deleted: false };
  return deleteSubscription(deps, auth);
}
