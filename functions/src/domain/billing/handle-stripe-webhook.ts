import { AppError } from '@outreach/shared/errors';
import type Stripe from 'stripe';
import { isConditionFailure } from '../../data/condition-failure.ts';
import { IdempotencyEntity } from '../../data/entities/idempotency.ts';
import type { Deps } from '../../ports/deps.ts';
import { applySubscription } from './apply-subscription.ts';
import { sendPaymentReminder } from './send-payment-reminder.ts';

/** How long a handled event id is remembered (Stripe retries for up to 3 days). */
const EVENT_MEMORY_SECONDS = 30 * 86_400;

function subscriptionIdOf(event: Stripe.Event): string | null {
  const o = event.data.object as { object?: string; id?: string; parent?: Stripe.Invoice['parent'] };
  if (o.object === 'subscription') return o.id ?? null;
  if (o.object === 'invoice') {
    const s = o.parent?.subscription_details?.subscription;
    return typeof s === 'string' ? s : (s?.id ?? null);
  }
  return null;
}

/**
 * A Stripe webhook: verified with the SDK's constructEvent (an unsigned or badly signed call is a
 * 400 and changes nothing), handled once per event id (a conditional write claims it), and applied
 * by reading the subscription as it is now, so duplicates, replays and out-of-order deliveries all
 * leave the state Stripe holds.
 */
export async function handleStripeWebhook(
  deps: Deps,
  payload: string,
  signature: string | undefined,
): Promise<{ received: true; duplicate?: true }> {
  let event: Stripe.Event;
  try {
    const stripe = await deps.payments.stripe();
    event = stripe.webhooks.constructEvent(payload, signature ?? '', await deps.payments.webhookSecret());
  } catch {
    throw new AppError('BAD_REQUEST', 'Invalid Stripe signature');
  }
  const key = `stripe-event:${event.id}`;
  const now = deps.clock.now();
  try {
    await IdempotencyEntity.create({
      key,
      status: 'in-progress',
      createdAt: now,
      ttl: Math.floor(now / 1000) + EVENT_MEMORY_SECONDS,
    }).go();
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    const seen = (await IdempotencyEntity.get({ key }).go()).data;
    // Another delivery of the same event is being handled: Stripe retries this one later.
    if (seen?.status === 'in-progress') throw new AppError('CONFLICT', 'This event is being handled');
    return { received: true, duplicate: true };
  }
  try {
    await handleEvent(deps, event);
  } catch (e) {
    // Let Stripe's retry handle it again.
    await IdempotencyEntity.delete({ key }).go();
    throw e;
  }
  await IdempotencyEntity.patch({ key }).set({ status: 'done' }).go();
  return { received: true };
}

async function handleEvent(deps: Deps, event: Stripe.Event): Promise<void> {
  if (event.type === 'invoice.upcoming') {
    await sendPaymentReminder(deps, event.data.object as Stripe.Invoice);
    return;
  }
  if (!event.type.startsWith('customer.subscription.') && !event.type.startsWith('invoice.')) return;
  const id = subscriptionIdOf(event);
  if (!id) return;
  const stripe = await deps.payments.stripe();
  const sub = await stripe.subscriptions.retrieve(id);
  const teamId = sub.metadata?.teamId;
  if (teamId) await applySubscription(deps, teamId, sub);
}
