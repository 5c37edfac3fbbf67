import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import { addInterval, couponApplies, couponDiscount, type Interval, prorate } from './billing-math.ts';
import { invalid, notFound, StripeApiError } from './errors.ts';
import type {
  SCoupon,
  SCustomer,
  SDiscount,
  SEvent,
  SInvoice,
  SInvoiceLine,
  SPaymentIntent,
  SPaymentMethod,
  SPrice,
  SProduct,
  SPromotionCode,
  SSubscription,
  SSubscriptionItem,
  STaxId,
  STestClock,
} from './objects.ts';
import { checkTaxId } from './tax-ids.ts';
import {
  AUTHENTICATION_FAILED_MESSAGE,
  type CardBehaviour,
  DECLINED_MESSAGE,
  testCardNumbers,
  testPaymentMethods,
} from './test-cards.ts';

/** Everything the sandbox holds; saved as JSON so it survives restarts like the product's own data. */
export interface StripeState {
  customers: Record<string, SCustomer>;
  paymentMethods: Record<string, SPaymentMethod & { _behaviour: CardBehaviour }>;
  products: Record<string, SProduct>;
  prices: Record<string, SPrice>;
  coupons: Record<string, SCoupon>;
  promotionCodes: Record<string, SPromotionCode>;
  discounts: Record<string, SDiscount>;
  subscriptions: Record<string, SSubscription>;
  invoices: Record<string, SInvoice>;
  paymentIntents: Record<string, SPaymentIntent>;
  taxIds: Record<string, STaxId>;
  testClocks: Record<string, STestClock>;
  events: SEvent[];
  /** Renewal periods whose invoice.upcoming was sent, by subscription id. */
  upcomingSent: Record<string, number>;
  invoiceSeq: number;
}

export const emptyState = (): StripeState => ({
  customers: {},
  paymentMethods: {},
  products: {},
  prices: {},
  coupons: {},
  promotionCodes: {},
  discounts: {},
  subscriptions: {},
  invoices: {},
  paymentIntents: {},
  taxIds: {},
  testClocks: {},
  events: [],
  upcomingSent: {},
  invoiceSeq: 0,
});

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** A Stripe-like id: `cus_` and 14 random characters. */
export function newId(prefix: string, length = 14): string {
  const bytes = randomBytes(length);
  let s = '';
  for (const b of bytes) s += ALPHABET[b % ALPHABET.length];
  return `${prefix}_${s}`;
}

type Params = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const int = (v: unknown): number | undefined => {
  if (v === undefined || v === '' || v === null) return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
};
const bool = (v: unknown): boolean | undefined => (v === undefined ? undefined : v === true || v === 'true');
const metadataOf = (v: unknown): Record<string, string> =>
  v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, String(x)])) : {};
const clone = <T>(v: T): T => structuredClone(v);
const listOf = <T>(data: T[], url: string) => ({ object: 'list' as const, data, has_more: false, url });

export interface EngineOptions {
  /** The product clock, ms: the sandbox's time follows it (Stripe test clocks, driven for us). */
  now: () => number;
  /** Public base URL of the sandbox (hosted invoice pages, 3DS page). */
  baseUrl: () => string;
  /** Send invoice.upcoming this many days before a renewal (a Stripe Dashboard setting). */
  upcomingDaysBefore?: number;
  onEvent: (event: SEvent) => void;
  onChange: () => void;
}

/**
 * The sandbox's Stripe: customers, payment methods, catalogue, coupons, subscriptions, invoices and
 * payment intents, with Stripe's state machine (incomplete → active, past_due, canceled, pause
 * collection, cancel at period end) run on the product clock, and the events Stripe would send.
 */
export class StripeEngine {
  constructor(
    readonly state: StripeState,
    private readonly opts: EngineOptions,
  ) {}

  private nowS(): number {
    return Math.floor(this.opts.now() / 1000);
  }

  // ── events ──────────────────────────────────────────────────────────────────
  private emit(type: Stripe.Event.Type, object: unknown, previous?: Record<string, unknown>) {
    const event: SEvent = {
      id: newId('evt', 24),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: this.nowS(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: clone(this.strip(object)), ...(previous ? { previous_attributes: previous } : {}) },
    };
    this.state.events.push(event);
    this.opts.onEvent(event);
  }

  /** Drops the sandbox's private fields (`_…`) from an object it serves. */
  strip<T>(obj: T): T {
    if (!obj || typeof obj !== 'object') return obj;
    return Object.fromEntries(Object.entries(obj).filter(([k]) => !k.startsWith('_'))) as T;
  }

  // ── customers and payment methods ──────────────────────────────────────────
  createCustomer(p: Params): SCustomer {
    const c: SCustomer = {
      id: newId('cus'),
      object: 'customer',
      created: this.nowS(),
      email: str(p.email) ?? null,
      name: str(p.name) ?? null,
      phone: str(p.phone) ?? null,
      address: (p.address as Stripe.Address) ?? null,
      metadata: metadataOf(p.metadata),
      livemode: false,
      description: str(p.description) ?? null,
      test_clock: str(p.test_clock) ?? null,
      invoice_settings: { default_payment_method: null },
    };
    const pm = str(p.payment_method);
    this.state.customers[c.id] = c;
    if (pm) this.attachPaymentMethod(pm, { customer: c.id });
    this.emit('customer.created', c);
    this.opts.onChange();
    return c;
  }

  customer(id: string): SCustomer {
    const c = this.state.customers[id];
    if (!c) throw notFound('customer', id);
    return c;
  }

  updateCustomer(id: string, p: Params): SCustomer {
    const c = this.customer(id);
    if (p.email !== undefined) c.email = str(p.email) ?? null;
    if (p.name !== undefined) c.name = str(p.name) ?? null;
    if (p.phone !== undefined) c.phone = str(p.phone) ?? null;
    if (p.address !== undefined) c.address = (p.address as Stripe.Address) || null;
    if (p.metadata !== undefined) c.metadata = { ...c.metadata, ...metadataOf(p.metadata) };
    const settings = p.invoice_settings as Params | undefined;
    if (settings?.default_payment_method !== undefined) {
      const pm = str(settings.default_payment_method);
      if (pm) this.ownedPaymentMethod(pm, id);
      c.invoice_settings.default_payment_method = pm ?? null;
    }
    this.emit('customer.updated', c);
    this.opts.onChange();
    return c;
  }

  /** A payment method made from a typed card (the card form's stand-in for Stripe.js). */
  createPaymentMethod(p: Params): SPaymentMethod {
    const card = (p.card ?? {}) as Params;
    const number = String(card.number ?? '').replace(/\D/g, '');
    const known = testCardNumbers[number];
    if (!known) {
      throw new StripeApiError(402, {
        type: 'card_error',
        code: 'incorrect_number',
        message: 'Your card number is incorrect.',
        param: 'number',
      });
    }
    const expMonth = int(card.exp_month) ?? 12;
    const expYear = int(card.exp_year) ?? new Date(this.opts.now()).getUTCFullYear() + 3;
    return this.storePaymentMethod(known, expMonth, expYear, (p.billing_details as Params) ?? {});
  }

  private storePaymentMethod(
    card: { brand: string; last4: string; behaviour: CardBehaviour },
    expMonth: number,
    expYear: number,
    billing: Params,
  ) {
    const address = (billing.address ?? {}) as Params;
    const pm = {
      id: newId('pm', 24),
      object: 'payment_method' as const,
      created: this.nowS(),
      customer: null,
      livemode: false,
      metadata: {},
      type: 'card' as const,
      billing_details: {
        address: {
          city: str(address.city) ?? null,
          country: str(address.country) ?? null,
          line1: str(address.line1) ?? null,
          line2: str(address.line2) ?? null,
          postal_code: str(address.postal_code) ?? null,
          state: str(address.state) ?? null,
        },
        email: str(billing.email) ?? null,
        name: str(billing.name) ?? null,
        phone: str(billing.phone) ?? null,
        tax_id: null,
      },
      card: {
        brand: card.brand,
        last4: card.last4,
        exp_month: expMonth,
        exp_year: expYear,
        country: 'US',
        funding: 'credit',
      },
      _behaviour: card.behaviour,
    } satisfies SPaymentMethod & { _behaviour: CardBehaviour };
    this.state.paymentMethods[pm.id] = pm;
    this.opts.onChange();
    return pm;
  }

  paymentMethod(id: string) {
    const pm = this.state.paymentMethods[id];
    if (!pm) throw notFound('PaymentMethod', id, 'payment_method');
    return pm;
  }

  private ownedPaymentMethod(id: string, customer: string) {
    const pm = this.paymentMethod(id);
    if (pm.customer !== customer) {
      throw invalid(
        `The customer does not have a payment method with the ID ${id}. The payment method must be attached to the customer.`,
        'default_payment_method',
      );
    }
    return pm;
  }

  /**
   * Attaches a payment method to a customer. A documented test id (`pm_card_visa`, …) makes a new
   * payment method with that card, as Stripe does. A card that declines every charge is declined
   * here already (Stripe checks the card when it is attached).
   */
  attachPaymentMethod(id: string, p: Params) {
    const customer = this.customer(String(p.customer ?? ''));
    const magic = testPaymentMethods[id];
    const pm = magic
      ? this.storePaymentMethod(magic, 12, new Date(this.opts.now()).getUTCFullYear() + 3, {})
      : this.paymentMethod(id);
    if (pm._behaviour === 'declines') {
      throw new StripeApiError(402, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: DECLINED_MESSAGE,
      });
    }
    if (pm.customer && pm.customer !== customer.id) {
      throw invalid(
        'This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.',
      );
    }
    pm.customer = customer.id;
    this.emit('payment_method.attached', pm);
    this.opts.onChange();
    return pm;
  }

  // ── catalogue ───────────────────────────────────────────────────────────────
  createProduct(p: Params): SProduct {
    const id = str(p.id) ?? newId('prod');
    if (this.state.products[id]) throw invalid(`Product already exists.`, 'id', 'resource_already_exists');
    const product: SProduct = {
      id,
      object: 'product',
      active: bool(p.active) ?? true,
      created: this.nowS(),
      name: String(p.name ?? ''),
      description: str(p.description) ?? null,
      metadata: metadataOf(p.metadata),
      livemode: false,
    };
    if (!product.name) throw invalid('Missing required param: name.', 'name', 'parameter_missing');
    this.state.products[id] = product;
    this.opts.onChange();
    return product;
  }

  product(id: string) {
    const p = this.state.products[id];
    if (!p) throw notFound('product', id);
    return p;
  }

  createPrice(p: Params): SPrice {
    const product = this.product(String(p.product ?? ''));
    const recurring = (p.recurring ?? null) as Params | null;
    if (!recurring) throw invalid('The sandbox only offers recurring prices.', 'recurring');
    const lookupKey = str(p.lookup_key) ?? null;
    if (lookupKey) {
      const taken = Object.values(this.state.prices).find((x) => x.lookup_key === lookupKey && x.active);
      if (taken && !bool(p.transfer_lookup_key)) {
        throw invalid(`A price (\`${taken.id}\`) already uses that lookup key.`, 'lookup_key');
      }
      if (taken) taken.lookup_key = null;
    }
    const price: SPrice = {
      id: newId('price', 24),
      object: 'price',
      active: true,
      created: this.nowS(),
      currency: String(p.currency ?? '').toLowerCase(),
      lookup_key: lookupKey,
      metadata: metadataOf(p.metadata),
      nickname: str(p.nickname) ?? null,
      product: product.id,
      type: 'recurring',
      unit_amount: int(p.unit_amount) ?? 0,
      livemode: false,
      billing_scheme: 'per_unit',
      recurring: {
        interval: (recurring.interval as Interval) ?? 'month',
        interval_count: int(recurring.interval_count) ?? 1,
        usage_type: 'licensed',
      },
    };
    this.state.prices[price.id] = price;
    this.opts.onChange();
    return price;
  }

  price(id: string) {
    const p = this.state.prices[id];
    if (!p) throw notFound('price', id, 'price');
    return p;
  }

  listPrices(p: Params): SPrice[] {
    const keys = p.lookup_keys as string[] | undefined;
    return Object.values(this.state.prices).filter(
      (x) =>
        (!keys || (x.lookup_key !== null && keys.includes(x.lookup_key))) &&
        (p.active === undefined || x.active === bool(p.active)) &&
        (!p.product || x.product === p.product),
    );
  }

  createCoupon(p: Params): SCoupon {
    const id = str(p.id) ?? newId('', 8).slice(1);
    if (this.state.coupons[id]) throw invalid('Coupon already exists.', 'id', 'resource_already_exists');
    const coupon: SCoupon = {
      id,
      object: 'coupon',
      amount_off: int(p.amount_off) ?? null,
      created: this.nowS(),
      currency: str(p.currency) ?? null,
      duration: (str(p.duration) as SCoupon['duration']) ?? 'once',
      duration_in_months: int(p.duration_in_months) ?? null,
      livemode: false,
      max_redemptions: int(p.max_redemptions) ?? null,
      metadata: metadataOf(p.metadata),
      name: str(p.name) ?? null,
      percent_off: int(p.percent_off) ?? null,
      redeem_by: int(p.redeem_by) ?? null,
      times_redeemed: 0,
      valid: true,
    };
    if (!coupon.amount_off && !coupon.percent_off) {
      throw invalid('You must pass either amount_off or percent_off.', 'percent_off');
    }
    this.state.coupons[id] = coupon;
    this.opts.onChange();
    return coupon;
  }

  coupon(id: string) {
    const c = this.state.coupons[id];
    if (!c) throw notFound('coupon', id, 'coupon');
    c.valid = this.couponValid(c);
    return c;
  }

  private couponValid(c: SCoupon) {
    return (
      (c.redeem_by === null || c.redeem_by > this.nowS()) &&
      (c.max_redemptions === null || c.times_redeemed < c.max_redemptions)
    );
  }

  createPromotionCode(p: Params): SPromotionCode {
    const promotion = (p.promotion ?? {}) as Params;
    const coupon = this.coupon(String(promotion.coupon ?? p.coupon ?? ''));
    const code = String(p.code ?? newId('', 8).slice(1)).trim();
    const promo: SPromotionCode = {
      id: newId('promo', 24),
      object: 'promotion_code',
      active: bool(p.active) ?? true,
      code,
      created: this.nowS(),
      customer: str(p.customer) ?? null,
      expires_at: int(p.expires_at) ?? null,
      livemode: false,
      max_redemptions: int(p.max_redemptions) ?? null,
      metadata: metadataOf(p.metadata),
      times_redeemed: 0,
      promotion: { type: 'coupon', coupon: coupon.id },
    };
    this.state.promotionCodes[promo.id] = promo;
    this.opts.onChange();
    return promo;
  }

  private promoActive(x: SPromotionCode) {
    const coupon = this.state.coupons[x.promotion.coupon];
    return (
      x.active &&
      (x.expires_at === null || x.expires_at > this.nowS()) &&
      (x.max_redemptions === null || x.times_redeemed < x.max_redemptions) &&
      Boolean(coupon && this.couponValid(coupon))
    );
  }

  listPromotionCodes(p: Params): SPromotionCode[] {
    const code = str(p.code);
    const active = bool(p.active);
    return Object.values(this.state.promotionCodes)
      .map((x) => ({ ...x, active: this.promoActive(x) }))
      .filter(
        (x) =>
          (!code || x.code.toLowerCase() === code.toLowerCase()) &&
          (active === undefined || x.active === active),
      );
  }

  promotionCode(id: string) {
    const x = this.state.promotionCodes[id];
    if (!x) throw notFound('promotion code', id, 'promotion_code');
    return { ...x, active: this.promoActive(x) };
  }

  // ── tax ids ─────────────────────────────────────────────────────────────────
  createTaxId(customerId: string, p: Params): STaxId {
    this.customer(customerId);
    const type = String(p.type ?? '');
    const value = String(p.value ?? '').trim();
    const country = checkTaxId(type, value);
    if (country === null) throw invalid(`Invalid value for ${type}.`, 'value', 'tax_id_invalid');
    const t: STaxId = {
      id: newId('txi', 24),
      object: 'tax_id',
      country,
      created: this.nowS(),
      livemode: false,
      type: type as STaxId['type'],
      value,
      customer: customerId,
    };
    this.state.taxIds[t.id] = t;
    this.opts.onChange();
    return t;
  }

  listTaxIds(customerId: string): STaxId[] {
    this.customer(customerId);
    return Object.values(this.state.taxIds).filter((t) => t.customer === customerId);
  }

  deleteTaxId(customerId: string, id: string) {
    const t = this.state.taxIds[id];
    if (!t || t.customer !== customerId) throw notFound('tax_id', id);
    delete this.state.taxIds[id];
    this.opts.onChange();
    return { id, object: 'tax_id', deleted: true };
  }

  // ── test clocks ─────────────────────────────────────────────────────────────
  /** Test clocks follow the product clock: frozen_time always reads the sandbox's now. */
  createTestClock(p: Params): STestClock {
    const clock: STestClock = {
      id: newId('clock', 24),
      object: 'test_helpers.test_clock',
      created: this.nowS(),
      frozen_time: this.nowS(),
      livemode: false,
      name: str(p.name) ?? null,
      status: 'ready',
    };
    this.state.testClocks[clock.id] = clock;
    this.opts.onChange();
    return clock;
  }

  testClock(id: string): STestClock {
    const c = this.state.testClocks[id];
    if (!c) throw notFound('test_clock', id);
    return { ...c, frozen_time: this.nowS() };
  }

  // ── subscriptions ───────────────────────────────────────────────────────────
  subscription(id: string) {
    const s = this.state.subscriptions[id];
    if (!s) throw notFound('subscription', id);
    return s;
  }

  listSubscriptions(p: Params): SSubscription[] {
    const status = str(p.status);
    return Object.values(this.state.subscriptions)
      .filter(
        (s) =>
          (!p.customer || s.customer === p.customer) &&
          (status === 'all' || (status ? s.status === status : s.status !== 'canceled')),
      )
      .sort((a, b) => b.created - a.created);
  }

  private resolveDiscounts(raw: unknown, ctx: { customer: string; subscription: string }): string[] {
    if (!Array.isArray(raw)) return [];
    const ids: string[] = [];
    for (const d of raw as Params[]) {
      let coupon: SCoupon;
      let promo: SPromotionCode | null = null;
      if (d.promotion_code) {
        promo = this.promotionCode(String(d.promotion_code));
        if (!promo.active)
          throw invalid('This promotion code cannot be redeemed.', 'discounts', 'promotion_code_invalid');
        coupon = this.coupon(promo.promotion.coupon);
      } else if (d.coupon) {
        coupon = this.coupon(String(d.coupon));
        if (!coupon.valid) throw invalid(`Coupon ${coupon.id} is not valid.`, 'discounts', 'coupon_expired');
      } else if (d.discount) {
        ids.push(String(d.discount));
        continue;
      } else continue;
      const discount: SDiscount = {
        id: newId('di', 24),
        object: 'discount',
        customer: ctx.customer,
        start: this.nowS(),
        end:
          coupon.duration === 'repeating'
            ? addInterval(this.nowS(), 'month', coupon.duration_in_months ?? 0)
            : null,
        subscription: ctx.subscription,
        invoice: null,
        promotion_code: promo?.id ?? null,
        source: { type: 'coupon', coupon: clone(coupon) },
      };
      coupon.times_redeemed += 1;
      if (promo) this.state.promotionCodes[promo.id].times_redeemed += 1;
      this.state.discounts[discount.id] = discount;
      ids.push(discount.id);
    }
    return ids;
  }

  createSubscription(p: Params): SSubscription {
    const customer = this.customer(String(p.customer ?? ''));
    const items = (p.items ?? []) as Params[];
    if (!Array.isArray(items) || items.length !== 1) {
      throw invalid('The sandbox takes exactly one subscription item.', 'items');
    }
    const price = this.price(String(items[0].price ?? ''));
    const quantity = int(items[0].quantity) ?? 1;
    if (quantity < 1) throw invalid('Invalid positive integer', 'items[0][quantity]');
    const pmId =
      str(p.default_payment_method) ?? (customer.invoice_settings.default_payment_method as string | null);
    if (pmId) this.ownedPaymentMethod(pmId, customer.id);
    const now = this.nowS();
    const id = newId('sub', 24);
    const discounts = this.resolveDiscounts(p.discounts, { customer: customer.id, subscription: id });
    const item: SSubscriptionItem = {
      id: newId('si', 14),
      object: 'subscription_item',
      created: now,
      current_period_start: now,
      current_period_end: addInterval(now, price.recurring.interval, price.recurring.interval_count),
      metadata: {},
      subscription: id,
      price: clone(price),
      quantity,
    };
    const sub: SSubscription = {
      id,
      object: 'subscription',
      billing_cycle_anchor: now,
      cancel_at: null,
      cancel_at_period_end: bool(p.cancel_at_period_end) ?? false,
      canceled_at: null,
      collection_method: 'charge_automatically',
      created: now,
      currency: price.currency,
      customer: customer.id,
      default_payment_method: str(p.default_payment_method) ?? null,
      discounts,
      ended_at: null,
      latest_invoice: null,
      livemode: false,
      metadata: metadataOf(p.metadata),
      pause_collection: null,
      start_date: now,
      status: 'incomplete',
      test_clock: customer.test_clock ?? null,
      trial_end: null,
      trial_start: null,
      items: listOf([item], `/v1/subscription_items?subscription=${id}`),
    };
    const behaviour = str(p.payment_behavior) ?? 'allow_incomplete';
    const lines = [this.periodLine(sub, item, item.current_period_start, item.current_period_end)];
    const invoice = this.createInvoice(sub, lines, 'subscription_create', true);
    const outcome = this.collect(invoice, pmId ?? null);
    if (outcome !== 'paid' && behaviour === 'error_if_incomplete') {
      this.discardInvoice(invoice);
      throw this.paymentError(invoice);
    }
    sub.latest_invoice = invoice.id;
    sub.status = outcome === 'paid' ? 'active' : 'incomplete';
    this.state.subscriptions[id] = sub;
    this.emit('customer.subscription.created', sub);
    this.emitInvoice(invoice);
    this.opts.onChange();
    return sub;
  }

  /** A line billing one item for a period. */
  private periodLine(
    sub: SSubscription,
    item: SSubscriptionItem,
    start: number,
    end: number,
    proration = false,
    amount?: number,
    description?: string,
  ): SInvoiceLine {
    const price = item.price;
    const total = amount ?? (price.unit_amount ?? 0) * item.quantity;
    return {
      id: newId('il', 24),
      object: 'line_item',
      amount: total,
      currency: price.currency,
      description:
        description ??
        `${item.quantity} × ${this.state.products[price.product as string]?.name ?? price.product} (at ${(
          (price.unit_amount ?? 0) / 100
        ).toFixed(
          2,
        )} ${price.currency.toUpperCase()} / ${price.recurring.interval_count > 1 ? `${price.recurring.interval_count} ` : ''}${price.recurring.interval})`,
      livemode: false,
      metadata: {},
      quantity: item.quantity,
      period: { start, end },
      pricing: {
        type: 'price_details',
        price_details: { price: price.id, product: price.product as string },
        unit_amount_decimal: String(price.unit_amount ?? 0),
      },
      parent: {
        type: 'subscription_item_details',
        subscription_item_details: { subscription: sub.id, subscription_item: item.id, proration },
      },
    };
  }

  /** Builds (without storing) an invoice of a subscription: lines, its discounts, totals. */
  private draftInvoice(
    sub: SSubscription,
    lines: SInvoiceLine[],
    reason: Stripe.Invoice.BillingReason,
    firstInvoice: boolean,
  ): SInvoice {
    const customer = this.customer(sub.customer as string);
    const now = this.nowS();
    const subtotal = lines.reduce((a, l) => a + l.amount, 0);
    const amounts: { amount: number; discount: string }[] = [];
    let left = Math.max(0, subtotal);
    for (const id of sub.discounts as string[]) {
      const d = this.state.discounts[id];
      if (!d) continue;
      const coupon = d.source.coupon;
      if (!couponApplies(coupon, { start: d.start, at: now, firstInvoice })) continue;
      const off = couponDiscount(coupon, left);
      if (off > 0) amounts.push({ amount: off, discount: id });
      left -= off;
    }
    const total = subtotal - amounts.reduce((a, x) => a + x.amount, 0);
    const id = newId('in', 24);
    const periods = lines.map((l) => l.period);
    return {
      id,
      object: 'invoice',
      amount_due: Math.max(0, total),
      amount_paid: 0,
      amount_remaining: Math.max(0, total),
      attempt_count: 0,
      attempted: false,
      billing_reason: reason,
      collection_method: 'charge_automatically',
      created: now,
      currency: sub.currency,
      customer: customer.id,
      customer_email: customer.email ?? null,
      customer_name: customer.name ?? null,
      discounts: amounts.map((a) => a.discount),
      hosted_invoice_url: null,
      invoice_pdf: null,
      livemode: false,
      metadata: {},
      number: null,
      period_end: periods.length ? Math.max(...periods.map((p) => p.end)) : now,
      period_start: periods.length ? Math.min(...periods.map((p) => p.start)) : now,
      status: 'draft',
      subtotal,
      total,
      total_discount_amounts: amounts,
      test_clock: sub.test_clock,
      lines: listOf(lines, `/v1/invoices/${id}/lines`),
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: sub.id, metadata: clone(sub.metadata) },
      },
      confirmation_secret: null,
      payments: listOf([], `/v1/invoice_payments?invoice=${id}`),
    };
  }

  private createInvoice(
    sub: SSubscription,
    lines: SInvoiceLine[],
    reason: Stripe.Invoice.BillingReason,
    firstInvoice = false,
  ): SInvoice {
    const invoice = this.draftInvoice(sub, lines, reason, firstInvoice);
    this.state.invoiceSeq += 1;
    invoice.number = `SBX-${String(this.state.invoiceSeq).padStart(6, '0')}`;
    invoice.hosted_invoice_url = `${this.opts.baseUrl()}/invoices/${invoice.id}`;
    invoice.invoice_pdf = `${this.opts.baseUrl()}/invoices/${invoice.id}`;
    invoice.status = 'open';
    this.state.invoices[invoice.id] = invoice;
    return invoice;
  }

  private discardInvoice(invoice: SInvoice) {
    delete this.state.invoices[invoice.id];
    const pi = invoice.payments.data[0]?.payment.payment_intent;
    if (pi) delete this.state.paymentIntents[pi];
  }

  /**
   * Charges an open invoice with a payment method: paid, declined (open, the intent needs a new
   * payment method) or waiting for 3D Secure (the intent requires_action).
   */
  private collect(invoice: SInvoice, pmId: string | null): 'paid' | 'declined' | 'requires_action' {
    if (invoice.amount_due === 0) {
      this.markPaid(invoice);
      return 'paid';
    }
    const pm = pmId ? this.state.paymentMethods[pmId] : undefined;
    const id = newId('pi', 24);
    const pi: SPaymentIntent = {
      id,
      object: 'payment_intent',
      amount: invoice.amount_due,
      amount_received: 0,
      client_secret: `${id}_secret_${newId('', 24).slice(1)}`,
      created: this.nowS(),
      currency: invoice.currency,
      customer: invoice.customer as string,
      description: `Subscription ${invoice.billing_reason === 'subscription_create' ? 'creation' : 'update'}`,
      livemode: false,
      metadata: {},
      payment_method: pm?.id ?? null,
      payment_method_types: ['card'],
      status: 'requires_payment_method',
      last_payment_error: null,
      next_action: null,
      _invoice: invoice.id,
    };
    this.state.paymentIntents[id] = pi;
    invoice.payments.data = [
      {
        id: newId('inpay', 24),
        object: 'invoice_payment',
        amount_paid: null,
        amount_requested: invoice.amount_due,
        created: this.nowS(),
        currency: invoice.currency,
        is_default: true,
        livemode: false,
        invoice: invoice.id,
        status: 'open',
        payment: { type: 'payment_intent', payment_intent: id },
      },
    ];
    invoice.confirmation_secret = { client_secret: pi.client_secret as string, type: 'payment_intent' };
    invoice.attempted = true;
    invoice.attempt_count += 1;
    if (!pm || pm._behaviour === 'declines') {
      pi.last_payment_error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: DECLINED_MESSAGE,
      };
      return 'declined';
    }
    if (pm._behaviour === 'requires_authentication') {
      pi.status = 'requires_action';
      pi.next_action = {
        type: 'use_stripe_sdk',
        use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: `${this.opts.baseUrl()}/3ds/${id}` },
      };
      return 'requires_action';
    }
    this.succeed(pi);
    return 'paid';
  }

  private succeed(pi: SPaymentIntent) {
    pi.status = 'succeeded';
    pi.amount_received = pi.amount;
    pi.next_action = null;
    pi.last_payment_error = null;
    const invoice = pi._invoice ? this.state.invoices[pi._invoice] : undefined;
    if (invoice) this.markPaid(invoice);
  }

  private markPaid(invoice: SInvoice) {
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    for (const p of invoice.payments.data) {
      p.status = 'paid';
      p.amount_paid = p.amount_requested;
    }
  }

  private paymentError(invoice: SInvoice): StripeApiError {
    const piId = invoice.payments.data[0]?.payment.payment_intent;
    const pi = piId ? this.state.paymentIntents[piId] : undefined;
    if (pi?.status === 'requires_action') {
      return new StripeApiError(402, {
        type: 'card_error',
        code: 'authentication_required',
        decline_code: 'authentication_required',
        message: 'Your card was declined. This transaction requires authentication.',
      });
    }
    return new StripeApiError(402, {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: DECLINED_MESSAGE,
    });
  }

  private emitInvoice(invoice: SInvoice) {
    this.emit('invoice.created', invoice);
    this.emit('invoice.finalized', invoice);
    const piId = invoice.payments.data[0]?.payment.payment_intent;
    const pi = piId ? this.state.paymentIntents[piId] : undefined;
    if (invoice.status === 'paid') {
      if (pi) this.emit('payment_intent.succeeded', pi);
      this.emit('invoice.paid', invoice);
    } else if (invoice.status === 'void') {
      this.emit('invoice.voided', invoice);
    } else if (pi?.status === 'requires_action') {
      this.emit('invoice.payment_action_required', invoice);
    } else if (pi) {
      this.emit('payment_intent.payment_failed', pi);
      this.emit('invoice.payment_failed', invoice);
    }
  }

  updateSubscription(id: string, p: Params): SSubscription {
    const sub = this.subscription(id);
    if (sub.status === 'canceled' || sub.status === 'incomplete_expired') {
      throw invalid(`A canceled subscription can only update its cancellation_details and metadata.`);
    }
    const before = clone(sub);
    const now = this.nowS();
    if (p.metadata !== undefined) sub.metadata = { ...sub.metadata, ...metadataOf(p.metadata) };
    if (p.default_payment_method !== undefined) {
      const pm = str(p.default_payment_method);
      if (pm) this.ownedPaymentMethod(pm, sub.customer as string);
      sub.default_payment_method = pm ?? null;
    }
    if (p.cancel_at_period_end !== undefined) {
      sub.cancel_at_period_end = Boolean(bool(p.cancel_at_period_end));
      const item = sub.items.data[0];
      sub.cancel_at = sub.cancel_at_period_end ? item.current_period_end : null;
      sub.canceled_at = sub.cancel_at_period_end ? now : null;
    }
    if (p.pause_collection !== undefined) {
      const pc = p.pause_collection as Params | '';
      sub.pause_collection = pc
        ? { behavior: (str(pc.behavior) as 'void') ?? 'void', resumes_at: int(pc.resumes_at) ?? null }
        : null;
    }
    if (p.discounts !== undefined) {
      sub.discounts =
        p.discounts === ''
          ? []
          : this.resolveDiscounts(p.discounts, { customer: sub.customer as string, subscription: sub.id });
    }
    let invoice: SInvoice | null = null;
    if (p.items !== undefined) {
      invoice = this.changeItems(sub, p, before);
      if (invoice === undefined) invoice = null;
    }
    if (
      invoice &&
      invoice !== null &&
      invoice.status !== 'paid' &&
      str(p.payment_behavior) === 'error_if_incomplete'
    ) {
      this.discardInvoice(invoice);
      Object.assign(sub, before);
      throw this.paymentError(invoice);
    }
    if (invoice) {
      sub.latest_invoice = invoice.id;
      if (invoice.status !== 'paid' && sub.status === 'active') sub.status = 'past_due';
    }
    this.emit('customer.subscription.updated', sub, diff(before, sub));
    if (invoice) this.emitInvoice(invoice);
    this.opts.onChange();
    return sub;
  }

  /** A change of price or quantity, prorated as asked; answers the invoice billed now, if any. */
  private changeItems(sub: SSubscription, p: Params, before: SSubscription): SInvoice | null {
    const items = p.items as Params[];
    if (!Array.isArray(items) || items.length !== 1)
      throw invalid('The sandbox takes exactly one subscription item.', 'items');
    const item = sub.items.data[0];
    if (items[0].id && items[0].id !== item.id) throw notFound('subscription_item', String(items[0].id));
    const oldItem = clone(item);
    const price = items[0].price ? this.price(String(items[0].price)) : item.price;
    if (price.currency !== sub.currency) {
      throw invalid(
        `Currency of a subscription cannot be changed (${sub.currency} to ${price.currency}).`,
        'items',
      );
    }
    item.price = clone(price);
    item.quantity = int(items[0].quantity) ?? item.quantity;
    const behaviour = str(p.proration_behavior) ?? 'create_prorations';
    const at = int(p.proration_date) ?? this.nowS();
    const intervalChanged =
      oldItem.price.recurring.interval !== price.recurring.interval ||
      oldItem.price.recurring.interval_count !== price.recurring.interval_count;
    const lines = this.prorationLines(sub, oldItem, item, at, intervalChanged);
    if (intervalChanged) {
      item.current_period_start = at;
      item.current_period_end = addInterval(at, price.recurring.interval, price.recurring.interval_count);
      sub.billing_cycle_anchor = at;
    }
    if (behaviour === 'none' && !intervalChanged) return null;
    if (behaviour === 'create_prorations' && !intervalChanged) {
      sub._pending = [...(sub._pending ?? []), ...lines];
      return null;
    }
    const invoice = this.createInvoice(sub, lines, 'subscription_update');
    const pm =
      (sub.default_payment_method as string | null) ??
      (this.customer(sub.customer as string).invoice_settings.default_payment_method as string | null);
    this.collect(invoice, pm);
    void before;
    return invoice;
  }

  private prorationLines(
    sub: SSubscription,
    oldItem: SSubscriptionItem,
    item: SSubscriptionItem,
    at: number,
    intervalChanged: boolean,
  ): SInvoiceLine[] {
    const r = prorate({
      periodStart: oldItem.current_period_start,
      periodEnd: oldItem.current_period_end,
      at,
      oldAmount: (oldItem.price.unit_amount ?? 0) * oldItem.quantity,
      newAmount: (item.price.unit_amount ?? 0) * item.quantity,
      intervalChanged,
    });
    const end =
      r.periodEnd ?? addInterval(at, item.price.recurring.interval, item.price.recurring.interval_count);
    const productName = (i: SSubscriptionItem) =>
      this.state.products[i.price.product as string]?.name ?? 'plan';
    const date = new Date(at * 1000).toISOString().slice(0, 10);
    return [
      this.periodLine(
        sub,
        oldItem,
        at,
        oldItem.current_period_end,
        true,
        r.credit,
        `Unused time on ${oldItem.quantity} × ${productName(oldItem)} after ${date}`,
      ),
      this.periodLine(
        sub,
        item,
        r.periodStart === at ? at : at,
        end,
        !intervalChanged,
        r.charge,
        intervalChanged
          ? undefined
          : `Remaining time on ${item.quantity} × ${productName(item)} after ${date}`,
      ),
    ];
  }

  /** Cancels at once (DELETE): the subscription ends now; open invoices of it are voided. */
  cancelSubscription(id: string): SSubscription {
    const sub = this.subscription(id);
    if (sub.status === 'canceled') return sub;
    const before = clone(sub);
    this.end(sub);
    for (const inv of Object.values(this.state.invoices)) {
      if (inv.parent?.subscription_details.subscription === sub.id && inv.status === 'open') {
        inv.status = 'void';
        const pi = inv.payments.data[0]?.payment.payment_intent;
        if (pi && this.state.paymentIntents[pi]) this.state.paymentIntents[pi].status = 'canceled';
      }
    }
    void before;
    this.emit('customer.subscription.deleted', sub);
    this.opts.onChange();
    return sub;
  }

  private end(sub: SSubscription) {
    const now = this.nowS();
    sub.status = 'canceled';
    sub.ended_at = now;
    sub.canceled_at = sub.canceled_at ?? now;
    sub.pause_collection = null;
  }

  // ── invoices and payment intents ───────────────────────────────────────────
  invoice(id: string) {
    const i = this.state.invoices[id];
    if (!i) throw notFound('invoice', id);
    return i;
  }

  listInvoices(p: Params): { data: SInvoice[]; has_more: boolean } {
    const all = Object.values(this.state.invoices)
      .filter(
        (i) =>
          (!p.customer || i.customer === p.customer) &&
          (!p.subscription || i.parent?.subscription_details.subscription === p.subscription) &&
          (!p.status || i.status === p.status),
      )
      .sort((a, b) => b.created - a.created || (b.number ?? '').localeCompare(a.number ?? ''));
    return page(all, p);
  }

  /**
   * POST /v1/invoices/create_preview: the next renewal invoice, or with subscription_details the
   * invoice a change would make (prorations; billed now with always_invoice, otherwise with the
   * next period).
   */
  previewInvoice(p: Params): SInvoice {
    const sub = this.subscription(String(p.subscription ?? ''));
    if (p.customer && p.customer !== sub.customer)
      throw invalid('The subscription does not belong to this customer.', 'subscription');
    const details = (p.subscription_details ?? {}) as Params;
    const item = sub.items.data[0];
    const at = int(details.proration_date) ?? this.nowS();
    if (Array.isArray(details.items) && details.items.length > 0) {
      const wanted = (details.items as Params[])[0];
      const price = wanted.price ? this.price(String(wanted.price)) : item.price;
      if (price.currency !== sub.currency)
        throw invalid(
          `Currency of a subscription cannot be changed (${sub.currency} to ${price.currency}).`,
          'items',
        );
      const next: SSubscriptionItem = {
        ...clone(item),
        price: clone(price),
        quantity: int(wanted.quantity) ?? item.quantity,
      };
      const intervalChanged =
        item.price.recurring.interval !== price.recurring.interval ||
        item.price.recurring.interval_count !== price.recurring.interval_count;
      const lines = this.prorationLines(sub, item, next, at, intervalChanged);
      const behaviour = str(details.proration_behavior) ?? 'create_prorations';
      if (behaviour !== 'always_invoice' && !intervalChanged) {
        lines.push(
          this.periodLine(
            sub,
            next,
            item.current_period_end,
            addInterval(item.current_period_end, price.recurring.interval, price.recurring.interval_count),
          ),
        );
      }
      const inv = this.draftInvoice(sub, lines, 'subscription_update', false);
      return { ...inv, id: `upcoming_${sub.id}` as string };
    }
    const start = item.current_period_end;
    const lines = [
      ...(sub._pending ?? []),
      this.periodLine(
        sub,
        item,
        start,
        addInterval(start, item.price.recurring.interval, item.price.recurring.interval_count),
      ),
    ];
    const inv = this.draftInvoice(sub, lines, 'upcoming', false);
    return {
      ...inv,
      id: `upcoming_${sub.id}`,
      created: start,
      period_start: item.current_period_start,
      period_end: item.current_period_end,
    };
  }

  paymentIntent(id: string) {
    const pi = this.state.paymentIntents[id];
    if (!pi) throw notFound('payment_intent', id);
    return pi;
  }

  /** The payment intent of a client secret (what Stripe.js reads with a publishable key). */
  paymentIntentBySecret(id: string, secret: string) {
    const pi = this.paymentIntent(id);
    if (pi.client_secret !== secret) throw notFound('payment_intent', id);
    return pi;
  }

  /** The outcome of the 3D Secure page: authenticate, or fail the authentication. */
  authenticate(id: string, secret: string, ok: boolean) {
    const pi = this.paymentIntentBySecret(id, secret);
    if (pi.status !== 'requires_action') return pi;
    const invoice = pi._invoice ? this.state.invoices[pi._invoice] : undefined;
    const subId = invoice?.parent?.subscription_details.subscription;
    const sub = subId ? this.state.subscriptions[subId] : undefined;
    if (ok) {
      this.succeed(pi);
      this.emit('payment_intent.succeeded', pi);
      if (invoice) this.emit('invoice.paid', invoice);
      if (sub && (sub.status === 'incomplete' || sub.status === 'past_due')) {
        const before = clone(sub);
        sub.status = 'active';
        this.emit('customer.subscription.updated', sub, diff(before, sub));
      }
    } else {
      pi.status = 'requires_payment_method';
      pi.next_action = null;
      pi.last_payment_error = {
        type: 'card_error',
        code: 'payment_intent_authentication_failure',
        decline_code: undefined,
        message: AUTHENTICATION_FAILED_MESSAGE,
      };
      this.emit('payment_intent.payment_failed', pi);
      if (invoice) this.emit('invoice.payment_failed', invoice);
    }
    this.opts.onChange();
    return pi;
  }

  // ── time ────────────────────────────────────────────────────────────────────
  /**
   * Moves every subscription to the sandbox's now (the product clock): incomplete ones expire after
   * 23 hours, pauses resume at resumes_at, periods renew (invoiced and charged, or voided while
   * collection is paused), cancel_at_period_end ends the subscription, and invoice.upcoming goes out
   * `upcomingDaysBefore` days before a renewal.
   */
  advance(): void {
    const now = this.nowS();
    const daysBefore = this.opts.upcomingDaysBefore ?? 7;
    let changed = false;
    for (const sub of Object.values(this.state.subscriptions)) {
      if (sub.status === 'incomplete' && now >= sub.created + 23 * 3600) {
        const before = clone(sub);
        sub.status = 'incomplete_expired';
        sub.ended_at = now;
        this.emit('customer.subscription.updated', sub, diff(before, sub));
        changed = true;
        continue;
      }
      if (sub.status !== 'active' && sub.status !== 'past_due') continue;
      const item = sub.items.data[0];
      if (sub.pause_collection?.resumes_at && sub.pause_collection.resumes_at <= now) {
        const before = clone(sub);
        sub.pause_collection = null;
        this.emit('customer.subscription.resumed', sub);
        this.emit('customer.subscription.updated', sub, diff(before, sub));
        changed = true;
      }
      let guard = 0;
      while (item.current_period_end <= now && guard++ < 120) {
        changed = true;
        if (sub.cancel_at_period_end) {
          this.end(sub);
          this.emit('customer.subscription.deleted', sub);
          break;
        }
        const before = clone(sub);
        const start = item.current_period_end;
        item.current_period_start = start;
        item.current_period_end = addInterval(
          start,
          item.price.recurring.interval,
          item.price.recurring.interval_count,
        );
        const lines = [...(sub._pending ?? []), this.periodLine(sub, item, start, item.current_period_end)];
        sub._pending = [];
        const invoice = this.createInvoice(sub, lines, 'subscription_cycle');
        if (sub.pause_collection) {
          invoice.status = 'void';
        } else {
          const pm =
            (sub.default_payment_method as string | null) ??
            (this.customer(sub.customer as string).invoice_settings.default_payment_method as string | null);
          const outcome = this.collect(invoice, pm);
          sub.status = outcome === 'paid' ? 'active' : 'past_due';
        }
        sub.latest_invoice = invoice.id;
        this.emit('customer.subscription.updated', sub, diff(before, sub));
        this.emitInvoice(invoice);
      }
      if (
        sub.status === 'active' &&
        !sub.cancel_at_period_end &&
        !sub.pause_collection &&
        item.current_period_end - now <= daysBefore * 86_400 &&
        this.state.upcomingSent[sub.id] !== item.current_period_end
      ) {
        this.state.upcomingSent[sub.id] = item.current_period_end;
        const upcoming = this.previewInvoice({ subscription: sub.id });
        this.emit('invoice.upcoming', { ...upcoming, id: null });
        changed = true;
      }
    }
    if (changed) this.opts.onChange();
  }

  // ── expansion ───────────────────────────────────────────────────────────────
  /** Replaces ids by their objects along `expand[]` paths (`latest_invoice`, `data.discounts`, …). */
  expand<T>(obj: T, paths: string[] | undefined): T {
    if (!paths?.length) return this.strip(obj);
    const out = clone(this.strip(obj)) as unknown as Record<string, unknown>;
    for (const path of paths) this.expandPath(out, path.split('.'));
    return out as T;
  }

  private expandPath(obj: unknown, parts: string[]): void {
    if (!obj || typeof obj !== 'object' || parts.length === 0) return;
    if (Array.isArray(obj)) {
      for (const x of obj) this.expandPath(x, parts);
      return;
    }
    const rec = obj as Record<string, unknown>;
    const [head, ...rest] = parts;
    let v = rec[head];
    if (typeof v === 'string') v = rec[head] = this.lookup(v) ?? v;
    if (Array.isArray(v)) rec[head] = v = v.map((x) => (typeof x === 'string' ? (this.lookup(x) ?? x) : x));
    if (rest.length) this.expandPath(v, rest);
  }

  private lookup(id: string): unknown {
    const table: [string, Record<string, unknown>][] = [
      ['cus_', this.state.customers],
      ['pm_', this.state.paymentMethods],
      ['in_', this.state.invoices],
      ['pi_', this.state.paymentIntents],
      ['sub_', this.state.subscriptions],
      ['price_', this.state.prices],
      ['prod_', this.state.products],
      ['promo_', this.state.promotionCodes],
      ['di_', this.state.discounts],
    ];
    for (const [prefix, rows] of table) {
      if (id.startsWith(prefix) && rows[id]) return clone(this.strip(rows[id]));
    }
    return undefined;
  }
}

/** Stripe's cursor pages: newest first, `starting_after` / `ending_before` an object id, `limit` 1–100. */
export function page<T extends { id: string }>(all: T[], p: Params): { data: T[]; has_more: boolean } {
  const limit = Math.min(100, Math.max(1, int(p.limit) ?? 10));
  const after = str(p.starting_after);
  const before = str(p.ending_before);
  if (before) {
    const i = all.findIndex((x) => x.id === before);
    if (i < 0) throw notFound('object', before, 'ending_before');
    const from = Math.max(0, i - limit);
    return { data: all.slice(from, i), has_more: from > 0 };
  }
  const start = after ? all.findIndex((x) => x.id === after) + 1 : 0;
  if (after && start === 0) throw notFound('object', after, 'starting_after');
  return { data: all.slice(start, start + limit), has_more: start + limit < all.length };
}

/** The top-level fields that changed, with their previous values (an event's previous_attributes). */
function diff(before: object, after: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  for (const k of Object.keys(b)) {
    if (k.startsWith('_')) continue;
    if (JSON.stringify(b[k]) !== JSON.stringify(a[k])) out[k] = b[k];
  }
  return out;
}
