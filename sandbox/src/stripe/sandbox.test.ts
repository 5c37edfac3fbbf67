import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeSandbox, startStripeSandbox } from './server.ts';

// The sandbox through the official SDK, as the product talks to it: no runtime, a clock of its own.
let now = Date.UTC(2026, 11, 30, 23, 0, 0);
let sandbox: StripeSandbox;
let stripe: Stripe;
const received: Stripe.Event[] = [];
let receiver: ReturnType<typeof createServer>;
let badSignatures = 0;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        received.push(
          Stripe.webhooks.constructEvent(
            Buffer.concat(chunks),
            String(req.headers['stripe-signature']),
            sandbox.webhookSecret,
          ),
        );
        res.writeHead(200).end('{}');
      } catch {
        badSignatures += 1;
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const hookPort = (receiver.address() as AddressInfo).port;
  const { default: getPort } = await import('get-port');
  const port = await getPort();
  sandbox = await startStripeSandbox({
    port,
    now: () => now,
    webhookUrl: () => `http://127.0.0.1:${hookPort}/`,
  });
  stripe = new Stripe(sandbox.secretKey, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
});

afterAll(async () => {
  await sandbox?.close();
  receiver?.close();
});

async function plan(amount = 4900, interval: 'month' | 'year' = 'month', lookup = `k${Math.random()}`) {
  const product = await stripe.products.create({ name: 'Pro' });
  return stripe.prices.create({
    product: product.id,
    currency: 'usd',
    unit_amount: amount,
    recurring: { interval },
    lookup_key: lookup,
  });
}

async function customerWith(pm: string) {
  const customer = await stripe.customers.create({ email: 'a@example.test', metadata: { teamId: 't1' } });
  const attached = await stripe.paymentMethods.attach(pm, { customer: customer.id });
  await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: attached.id } });
  return { customer, pm: attached };
}

const deliveries = async () => {
  await fetch(`${sandbox.url}/_sandbox/deliveries?wait=1`);
  return received;
};

describe('the Stripe sandbox through the official SDK', () => {
  it('rejects a wrong secret key with Stripe’s authentication error', async () => {
    const bad = new Stripe('sk_test_wrong', {
      host: '127.0.0.1',
      port: new URL(sandbox.url).port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await expect(bad.customers.create({})).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
  });

  it('finds prices by lookup key and subscribes a pm_card_visa customer: active, paid, signed events', async () => {
    const price = await plan(4900, 'month', 'pro_monthly_usd');
    const found = await stripe.prices.list({ lookup_keys: ['pro_monthly_usd'], limit: 1 });
    expect(found.data.map((p) => p.id)).toEqual([price.id]);
    const { customer, pm } = await customerWith('pm_card_visa');
    expect(pm.id).toMatch(/^pm_/);
    expect(pm.card?.last4).toBe('4242');
    const sub = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id, quantity: 3 }],
      metadata: { teamId: 't1' },
      expand: ['latest_invoice.confirmation_secret'],
    });
    expect(sub.status).toBe('active');
    expect(sub.items.data[0].quantity).toBe(3);
    const invoice = sub.latest_invoice as Stripe.Invoice;
    expect(invoice.status).toBe('paid');
    expect(invoice.amount_due).toBe(3 * 4900);
    const events = await deliveries();
    expect(badSignatures).toBe(0);
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['customer.subscription.created', 'invoice.paid', 'payment_intent.succeeded']),
    );
  });

  it('declines pm_card_chargeDeclined with Stripe’s card_error', async () => {
    const customer = await stripe.customers.create({});
    const err = await stripe.paymentMethods
      .attach('pm_card_chargeDeclined', { customer: customer.id })
      .catch((e) => e);
    expect(err).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(err).toMatchObject({
      statusCode: 402,
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
  });

  it('leaves a pm_card_authenticationRequired subscription incomplete until the 3D Secure page completes it', async () => {
    const price = await plan(2900);
    const { customer } = await customerWith('pm_card_authenticationRequired');
    const sub = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      payment_behavior: 'allow_incomplete',
      expand: ['latest_invoice.confirmation_secret'],
    });
    expect(sub.status).toBe('incomplete');
    const secret = (sub.latest_invoice as Stripe.Invoice).confirmation_secret?.client_secret as string;
    const piId = secret.split('_secret_')[0];
    expect((await stripe.paymentIntents.retrieve(piId)).status).toBe('requires_action');
    const page = await fetch(`${sandbox.url}/3ds/${piId}?client_secret=${encodeURIComponent(secret)}`);
    expect(await page.text()).toContain('Complete authentication');
    await fetch(`${sandbox.url}/3ds/${piId}/complete?client_secret=${encodeURIComponent(secret)}`, {
      method: 'POST',
    });
    expect((await stripe.paymentIntents.retrieve(piId)).status).toBe('succeeded');
    expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe('active');
  });

  it('previews and bills a seat change with prorations, and renews on the clock', async () => {
    const price = await plan(3000);
    const { customer } = await customerWith('pm_card_visa');
    const sub = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id, quantity: 2 }],
    });
    const item = sub.items.data[0];
    const half =
      item.current_period_start + Math.floor((item.current_period_end - item.current_period_start) / 2);
    now = half * 1000;
    const preview = await stripe.invoices.createPreview({
      customer: customer.id,
      subscription: sub.id,
      subscription_details: {
        items: [{ id: item.id, quantity: 4 }],
        proration_behavior: 'always_invoice',
        proration_date: half,
      },
    });
    // Half a period: -2 seats × 3000 / 2 + 4 seats × 3000 / 2.
    expect(preview.amount_due).toBe(3000);
    const updated = await stripe.subscriptions.update(sub.id, {
      items: [{ id: item.id, quantity: 4 }],
      proration_behavior: 'always_invoice',
      proration_date: half,
      payment_behavior: 'error_if_incomplete',
      expand: ['latest_invoice'],
    });
    expect((updated.latest_invoice as Stripe.Invoice).amount_paid).toBe(3000);
    now = (item.current_period_end + 60) * 1000;
    const renewed = await stripe.subscriptions.retrieve(sub.id);
    expect(renewed.items.data[0].current_period_start).toBe(item.current_period_end);
    const invoices = await stripe.invoices.list({ customer: customer.id, limit: 2 });
    expect(invoices.data[0].billing_reason).toBe('subscription_cycle');
    expect(invoices.data[0].amount_due).toBe(4 * 3000);
    expect(invoices.has_more).toBe(true);
    const next = await stripe.invoices.list({
      customer: customer.id,
      limit: 2,
      starting_after: invoices.data[1].id,
    });
    expect(next.data.map((i) => i.billing_reason)).toEqual(['subscription_create']);
    expect(next.has_more).toBe(false);
  });

  it('redeems promotion codes, pauses collection and ends at period end', async () => {
    const price = await plan(10_000);
    const coupon = await stripe.coupons.create({ percent_off: 20, duration: 'forever' });
    const promo = await stripe.promotionCodes.create({
      code: `SAVE${Date.now()}`,
      promotion: { type: 'coupon', coupon: coupon.id },
    });
    const found = await stripe.promotionCodes.list({ code: promo.code, limit: 1 });
    expect(found.data[0].active).toBe(true);
    const { customer } = await customerWith('pm_card_visa');
    const sub = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      discounts: [{ promotion_code: promo.id }],
      expand: ['latest_invoice'],
    });
    expect((sub.latest_invoice as Stripe.Invoice).amount_due).toBe(8_000);
    const end = sub.items.data[0].current_period_end;
    const paused = await stripe.subscriptions.update(sub.id, {
      pause_collection: { behavior: 'void', resumes_at: end + 86_400 },
    });
    expect(paused.pause_collection?.behavior).toBe('void');
    const unpaused = await stripe.subscriptions.update(sub.id, { pause_collection: '' });
    expect(unpaused.pause_collection).toBeNull();
    const cancelling = await stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
    expect(cancelling.cancel_at_period_end).toBe(true);
    now = (end + 1) * 1000;
    expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe('canceled');
  });
});
