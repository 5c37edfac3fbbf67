import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, api } from '../support/api.ts';
import { domainDeps } from '../support/domain.ts';
import { newSession, type Session } from '../support/outreach.ts';

// Billing against the Stripe sandbox the runtime started: the product's API, the sandbox's signed
// webhooks, and replays of them.

const sandboxUrl = () => process.env.STRIPE_API_URL as string;

const subscribeBody = (over: Record<string, unknown> = {}) => ({
  plan: 'business',
  billingType: 'monthly',
  currency: 'usd',
  seats: 2,
  phone: '+1 555 0100',
  company: 'Acme Inc',
  address: { country: 'US', line1: '1 Main St', city: 'Springfield', postal_code: '12345' },
  paymentMethod: 'pm_card_visa',
  ...over,
});

/** Waits until GET /billing shows what the test expects (webhooks arrive asynchronously). */
async function billingUntil(s: Session, ok: (b: any) => boolean) {
  let last: any;
  for (let i = 0; i < 100; i++) {
    last = (await s.call('GET', '/billing')).body;
    if (ok(last)) return last;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`billing never matched: ${JSON.stringify(last)}`);
}

async function eventsOf(subscriptionId: string) {
  await fetch(`${sandboxUrl()}/_sandbox/deliveries?wait=1`);
  const all = (await (await fetch(`${sandboxUrl()}/_sandbox/events`)).json()) as Stripe.Event[];
  return all.filter((e) => {
    const o = e.data.object as any;
    return o.id === subscriptionId || o.parent?.subscription_details?.subscription === subscriptionId;
  });
}

function signed(event: unknown, secret = process.env.STRIPE_WEBHOOK_SECRET as string) {
  const payload = JSON.stringify(event);
  return { payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

async function postWebhook(payload: string, header?: string) {
  const res = await fetch(`${process.env.APP_URL}/api/v1/billing/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(header ? { 'stripe-signature': header } : {}) },
    body: payload,
  });
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  await domainDeps();
});

describe('billing on the Stripe sandbox (spec 2)', () => {
  it('subscribes with pm_card_visa: the team becomes paid with the seats, the card and an invoice', async () => {
    await domainDeps();
    const s = await newSession({ linkedIn: false });
    const before = (await s.call('GET', '/billing')).body;
    expect(before).toMatchObject({ plan: 'trial', hasPaidPlan: false, subscriptionStatus: null });

    const res = await s.call('POST', '/billing/subscriptions', subscribeBody());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ subscription: { status: 'active' }, paymentAction: null });
    expect(res.body.redirectUrlParams).toContain('newCustomer=yes');

    const b = await billingUntil(s, (x) => x.hasPaidPlan);
    expect(b).toMatchObject({
      plan: 'business',
      billingType: 'monthly',
      currency: 'usd',
      seats: 2,
      company: 'Acme Inc',
      stripeTokenObject: { card: { last4: '4242' } },
      stripeSubscriptionObject: { cancel_at_period_end: false },
    });
    const inv = await s.call('GET', '/billing/invoices');
    expect(inv.body.invoices).toHaveLength(1);
    expect(inv.body.invoices[0]).toMatchObject({ status: 'paid', amount_due: 2 * 9900, currency: 'usd' });
    expect(inv.body.hasMore).toBe(false);
    // A second subscription is refused.
    expect((await s.call('POST', '/billing/subscriptions', subscribeBody())).status).toBe(409);
  });

  it('declines pm_card_chargeDeclined with the card message and leaves no subscription', async () => {
    const s = await newSession({ linkedIn: false });
    const res = await s.call(
      'POST',
      '/billing/subscriptions',
      subscribeBody({ paymentMethod: 'pm_card_chargeDeclined' }),
    );
    expect(res.status).toBe(402);
    expect(res.body).toEqual({
      error: 'Payment Required',
      message: 'Your card was declined.',
      statusCode: 402,
    });
    const b = (await s.call('GET', '/billing')).body;
    expect(b).toMatchObject({ hasPaidPlan: false, subscriptionStatus: null });
  });

  it('answers promo-code and tax-id errors with the spec’s codes, before any charge', async () => {
    const s = await newSession({ linkedIn: false });
    const bad = await s.call('POST', '/billing/subscriptions', subscribeBody({ promoCode: 'NOPE' }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('invalid-promo-code');
    const old = await s.call('POST', '/billing/subscriptions', subscribeBody({ promoCode: 'EXPIRED10' }));
    expect(old.body.message).toBe('inactive-promo-code');
    const vat = await s.call(
      'POST',
      '/billing/subscriptions',
      subscribeBody({ vatType: 'eu_vat', vat: '12' }),
    );
    expect(vat.status).toBe(400);
    expect(vat.body.message).toContain('Invalid value for');
    expect((await s.call('GET', '/billing/invoices')).body.invoices).toEqual([]);
  });

  it('3D Secure: the subscription waits for the card; a failed authentication removes it', async () => {
    const s = await newSession({ linkedIn: false });
    const res = await s.call(
      'POST',
      '/billing/subscriptions',
      subscribeBody({ paymentMethod: 'pm_card_authenticationRequired' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.subscription.status).toBe('incomplete');
    const secret = res.body.paymentAction.clientSecret as string;
    const pi = secret.split('_secret_')[0];
    await fetch(`${sandboxUrl()}/3ds/${pi}/fail?client_secret=${encodeURIComponent(secret)}`, {
      method: 'POST',
    });
    expect((await s.call('POST', '/billing/subscriptions/payment-failed', {})).body).toEqual({
      deleted: true,
    });
    expect((await s.call('GET', '/billing')).body).toMatchObject({
      hasPaidPlan: false,
      subscriptionStatus: null,
    });

    // Again, authenticated this time.
    const again = await s.call(
      'POST',
      '/billing/subscriptions',
      subscribeBody({ paymentMethod: 'pm_card_authenticationRequired' }),
    );
    const secret2 = again.body.paymentAction.clientSecret as string;
    await fetch(
      `${sandboxUrl()}/3ds/${secret2.split('_secret_')[0]}/complete?client_secret=${encodeURIComponent(secret2)}`,
      { method: 'POST' },
    );
    expect((await s.call('POST', '/billing/subscriptions/payment-confirmed', {})).body).toEqual({
      status: 'active',
    });
    expect((await s.call('GET', '/billing')).body.hasPaidPlan).toBe(true);
  });

  it('webhooks: unsigned or badly signed is a 400 with no change; duplicates, replays and reversed order leave Stripe’s state', async () => {
    const s = await newSession({ linkedIn: false });
    const res = await s.call('POST', '/billing/subscriptions', subscribeBody({ seats: 3 }));
    const subId = res.body.subscription.id as string;
    await billingUntil(s, (b) => b.hasPaidPlan && b.seats === 3);

    // Cancel at period end, then resume: Stripe's final state is "not cancelling".
    expect(
      (await s.call('PATCH', '/billing/subscriptions/cancel', { reasons: ['Cost'], tellUsMore: '' })).status,
    ).toBe(200);
    expect((await s.call('PATCH', '/billing/subscriptions/resume')).status).toBe(200);
    const events = await eventsOf(subId);
    expect(events.length).toBeGreaterThan(3);
    const settled = await billingUntil(s, (b) => b.stripeSubscriptionObject?.cancel_at_period_end === false);

    const forged = signed(events[0], 'whsec_not_the_secret');
    expect(await postWebhook(forged.payload, forged.header)).toMatchObject({ status: 400 });
    expect(await postWebhook(signed(events[0]).payload)).toMatchObject({ status: 400 });
    expect(await postWebhook('not json', 't=1,v1=00')).toMatchObject({ status: 400 });

    // The cancellation event again (already handled): a duplicate, nothing changes.
    const cancelEvent = events.find(
      (e) => (e.data.object as any).cancel_at_period_end === true,
    ) as Stripe.Event;
    const dup = signed(cancelEvent);
    expect(await postWebhook(dup.payload, dup.header)).toEqual({
      status: 200,
      body: { received: true, duplicate: true },
    });
    // The same snapshot under a new event id, and every event in reverse order: state read from Stripe.
    for (const e of [
      { ...cancelEvent, id: `evt_replay_${Date.now()}` },
      ...[...events].reverse().map((e) => ({ ...e, id: `${e.id}_r` })),
    ]) {
      const r = signed(e);
      expect((await postWebhook(r.payload, r.header)).status).toBe(200);
    }
    expect((await s.call('GET', '/billing')).body).toEqual(settled);
  });

  it('changes seats with a proration preview; seats never go below the members', async () => {
    const s = await newSession({ linkedIn: false });
    await s.call('POST', '/billing/subscriptions', subscribeBody({ seats: 2 }));
    await billingUntil(s, (b) => b.hasPaidPlan);
    const q = 'plan=business&billingType=monthly&currency=usd';
    const preview = await s.call('GET', `/billing/plan-update-invoice?${q}&seats=4`);
    expect(preview.status).toBe(200);
    // Two more seats for (almost) the whole month: close to 2 × $99.
    expect(preview.body.amount_due).toBeGreaterThan(19_000);
    expect(preview.body.amount_due).toBeLessThanOrEqual(19_800);
    expect(preview.body.lines).toHaveLength(2);
    expect((await s.call('GET', `/billing/plan-update-invoice?${q}&seats=0`)).status).toBe(400);
    expect((await s.call('GET', `/billing/plan-update-invoice?${q}&seats=2`)).body.message).toBe(
      'This is your current plan',
    );
    const changed = await s.call('PATCH', '/billing/subscriptions', {
      plan: 'business',
      billingType: 'monthly',
      currency: 'usd',
      seats: 4,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.redirectUrlParams).toContain('seatsUpgrade=yes');
    await billingUntil(s, (b) => b.seats === 4);
    const invoices = (await s.call('GET', '/billing/invoices')).body.invoices;
    expect(invoices[0].amount_due).toBe(preview.body.amount_due);
    // Currency cannot change; a one-seat plan cannot hold more.
    expect(
      (
        await s.call('PATCH', '/billing/subscriptions', {
          plan: 'business',
          billingType: 'monthly',
          currency: 'eur',
          seats: 4,
        })
      ).status,
    ).toBe(400);
    const up = await s.call('GET', '/billing/upcoming-invoice');
    expect(up.body.amount_due).toBe(4 * 9900);
  });

  it('pauses once, unpauses, and refuses a second pause; cancel offers the discount once', async () => {
    const s = await newSession({ linkedIn: false });
    await s.call('POST', '/billing/subscriptions', subscribeBody());
    await billingUntil(s, (b) => b.hasPaidPlan);
    const pause = { period: 30, reason: 'Taking a break', description: 'Back soon' };
    expect((await s.call('POST', '/billing/subscriptions/pause', pause)).status).toBe(200);
    const paused = await billingUntil(s, (b) => b.isSubscriptionPaused);
    expect(paused.autoResumeSubscriptionAt - paused.pausedSubscriptionAt).toBe(30 * 86_400);
    expect((await s.call('PATCH', '/billing/subscriptions/cancel', { reasons: ['Cost'] })).body.message).toBe(
      'Your subscription is paused. To cancel, please resume your subscription first.',
    );
    expect((await s.call('POST', '/billing/subscriptions/unpause')).status).toBe(200);
    await billingUntil(s, (b) => !b.isSubscriptionPaused && b.hasUsedPause);
    const again = await s.call('POST', '/billing/subscriptions/pause', pause);
    expect(again.body.message).toBe('You’ve reached the pause limit; this option is no longer available.');

    const offer = (await s.call('GET', '/billing/cancel-discount')).body;
    expect(offer.discount).toMatchObject({ percent_off: 30 });
    expect((await s.call('PATCH', '/billing/subscriptions/apply-discount')).body).toEqual({
      message: 'Discount applied successfully.',
    });
    expect((await s.call('GET', '/billing/cancel-discount')).body).toEqual({ discount: null });
    expect((await s.call('PATCH', '/billing/subscriptions/apply-discount')).status).toBe(400);
    expect(
      (await s.call('POST', '/billing/subscriptions/close-cancel', { trigger: 'discount-accepted' })).status,
    ).toBe(200);
  });

  it('keeps billing to the owner and validates input', async () => {
    const s = await newSession({ linkedIn: false });
    expect((await s.call('POST', '/billing/subscriptions', { ...subscribeBody(), seats: 'x' })).status).toBe(
      400,
    );
    expect((await s.call('PATCH', '/billing/company', { company: '' })).body.message).toEqual([
      'Please add a company name',
    ]);
    expect((await api('GET', '/billing')).status).toBe(401);
    expect(
      (await s.call('GET', '/billing/plan-price?plan=agency&billingType=monthly&currency=usd')).body,
    ).toEqual({
      minSeats: 10,
      initialSeatsPrice: 790,
      extraSeatPrice: 79,
    });
    expect((await s.call('GET', '/billing/card-form')).body.scriptUrl).toMatch(/\/v3\/$/);
  });

  it('renews on the product clock and ends a cancelled subscription at period end', async () => {
    const s = await newSession({ linkedIn: false });
    await s.call('POST', '/billing/subscriptions', subscribeBody());
    const b = await billingUntil(s, (x) => x.hasPaidPlan);
    await s.call('PATCH', '/billing/subscriptions/cancel', { reasons: ['Cost'], tellUsMore: '' });
    await billingUntil(s, (x) => x.stripeSubscriptionObject?.cancel_at_period_end === true);
    const deps = await domainDeps();
    await advanceClock(b.stripeSubscriptionObject.current_period_end * 1000 - deps.clock.now() + 60_000);
    const ended = await billingUntil(s, (x) => !x.hasPaidPlan);
    expect(ended.subscriptionStatus).toBe('canceled');
  });
  it('sends the payment reminder (invoice.upcoming) to the owner only while the owner keeps it on', async () => {
    const [on, off] = await Promise.all([newSession({ linkedIn: false }), newSession({ linkedIn: false })]);
    const subs: Record<string, string> = {};
    for (const s of [on, off]) {
      subs[s.teamId] = (await s.call('POST', '/billing/subscriptions', subscribeBody())).body.subscription.id;
      await billingUntil(s, (b) => b.hasPaidPlan);
    }
    expect(
      (await off.call('PATCH', '/users/me/notification-settings', { isPaymentReminderEnabled: false }))
        .status,
    ).toBe(200);
    // Stripe's invoice.upcoming as the sandbox sends it 7 days before a renewal, signed like Stripe's.
    const upcoming = (s: Session, n: number) => ({
      id: `evt_upcoming_${s.teamId}_${n}`,
      object: 'event',
      type: 'invoice.upcoming',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: null,
          object: 'invoice',
          currency: 'usd',
          amount_due: 2 * 9900,
          period_end: Math.floor(Date.now() / 1000),
          parent: {
            type: 'subscription_details',
            subscription_details: { subscription: subs[s.teamId], metadata: { teamId: s.teamId } },
          },
        },
      },
    });
    const types = async (s: Session) =>
      ((await s.call('GET', '/notifications?target=team')).body.notifications as { type: string }[])
        .map((n) => n.type)
        .filter((t) => t === 'payment_reminder');
    for (const s of [on, off]) {
      const e = signed(upcoming(s, 1));
      expect((await postWebhook(e.payload, e.header)).status).toBe(200);
      // Redelivered: still one reminder.
      expect((await postWebhook(e.payload, e.header)).body).toEqual({ received: true, duplicate: true });
    }
    expect(await types(on)).toEqual(['payment_reminder']);
    expect(await types(off)).toEqual([]);
  });
  it('updates the card and the billing details of a paying team', async () => {
    const s = await newSession({ linkedIn: false });
    await s.call('POST', '/billing/subscriptions', subscribeBody());
    await billingUntil(s, (b) => b.hasPaidPlan);
    const card = await s.call('PATCH', '/billing/update-card-details', {
      paymentMethod: 'pm_card_mastercard',
    });
    expect(card.status).toBe(200);
    expect(card.body.card).toMatchObject({ brand: 'mastercard', last4: '4444' });
    const declined = await s.call('PATCH', '/billing/update-card-details', {
      paymentMethod: 'pm_card_chargeDeclined',
    });
    expect(declined.status).toBeLessThan(500);
    const company = await s.call('PATCH', '/billing/company', {
      company: 'Acme Europe GmbH',
      vatType: 'eu_vat',
      vat: 'DE123456789',
      address: { country: 'DE', city: 'Berlin', postal_code: '10115' },
    });
    expect(company.status).toBe(200);
    const b = await billingUntil(s, (x) => x.company === 'Acme Europe GmbH');
    expect(b).toMatchObject({ vatType: 'eu_vat', vat: 'DE123456789', address: { city: 'Berlin' } });
  });
});
