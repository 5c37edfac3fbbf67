import type Stripe from 'stripe';

// The objects the sandbox serves: each one the SDK's own type, narrowed (Pick) to the fields the
// sandbox fills. A field it serves has exactly Stripe's shape; a field it leaves out is absent.

export type SCustomer = Pick<
  Stripe.Customer,
  | 'id'
  | 'object'
  | 'created'
  | 'email'
  | 'name'
  | 'phone'
  | 'address'
  | 'metadata'
  | 'livemode'
  | 'description'
  | 'test_clock'
> & { invoice_settings: Pick<Stripe.Customer.InvoiceSettings, 'default_payment_method'> };

export type SPaymentMethod = Pick<
  Stripe.PaymentMethod,
  'id' | 'object' | 'created' | 'customer' | 'livemode' | 'metadata' | 'type' | 'billing_details'
> & {
  card: Pick<Stripe.PaymentMethod.Card, 'brand' | 'last4' | 'exp_month' | 'exp_year' | 'country' | 'funding'>;
};

export type SProduct = Pick<
  Stripe.Product,
  'id' | 'object' | 'active' | 'created' | 'name' | 'description' | 'metadata' | 'livemode'
>;

export type SPrice = Pick<
  Stripe.Price,
  | 'id'
  | 'object'
  | 'active'
  | 'created'
  | 'currency'
  | 'lookup_key'
  | 'metadata'
  | 'nickname'
  | 'product'
  | 'type'
  | 'unit_amount'
  | 'livemode'
  | 'billing_scheme'
> & { recurring: Pick<Stripe.Price.Recurring, 'interval' | 'interval_count' | 'usage_type'> };

export type SCoupon = Pick<
  Stripe.Coupon,
  | 'id'
  | 'object'
  | 'amount_off'
  | 'created'
  | 'currency'
  | 'duration'
  | 'duration_in_months'
  | 'livemode'
  | 'max_redemptions'
  | 'metadata'
  | 'name'
  | 'percent_off'
  | 'redeem_by'
  | 'times_redeemed'
  | 'valid'
>;

export type SPromotionCode = Pick<
  Stripe.PromotionCode,
  | 'id'
  | 'object'
  | 'active'
  | 'code'
  | 'created'
  | 'customer'
  | 'expires_at'
  | 'livemode'
  | 'max_redemptions'
  | 'metadata'
  | 'times_redeemed'
> & { promotion: { type: 'coupon'; coupon: string } };

export type SDiscount = Pick<
  Stripe.Discount,
  'id' | 'object' | 'customer' | 'end' | 'start' | 'subscription' | 'invoice' | 'promotion_code'
> & { source: { type: 'coupon'; coupon: SCoupon } };

export type SSubscriptionItem = Pick<
  Stripe.SubscriptionItem,
  'id' | 'object' | 'created' | 'current_period_end' | 'current_period_start' | 'metadata' | 'subscription'
> & { price: SPrice; quantity: number };

export type SSubscription = Pick<
  Stripe.Subscription,
  | 'id'
  | 'object'
  | 'billing_cycle_anchor'
  | 'cancel_at'
  | 'cancel_at_period_end'
  | 'canceled_at'
  | 'collection_method'
  | 'created'
  | 'currency'
  | 'customer'
  | 'default_payment_method'
  | 'discounts'
  | 'ended_at'
  | 'latest_invoice'
  | 'livemode'
  | 'metadata'
  | 'pause_collection'
  | 'start_date'
  | 'status'
  | 'test_clock'
  | 'trial_end'
  | 'trial_start'
> & {
  items: { object: 'list'; data: SSubscriptionItem[]; has_more: boolean; url: string };
  // Prorations waiting for the next invoice (create_prorations); not part of Stripe's object.
  _pending?: SInvoiceLine[];
};

export type SInvoiceLine = Pick<
  Stripe.InvoiceLineItem,
  'id' | 'object' | 'amount' | 'currency' | 'description' | 'livemode' | 'metadata' | 'quantity'
> & {
  period: Stripe.InvoiceLineItem.Period;
  pricing: {
    type: 'price_details';
    price_details: { price: string; product: string };
    unit_amount_decimal: string;
  };
  parent: {
    type: 'subscription_item_details';
    subscription_item_details: { subscription: string; subscription_item: string; proration: boolean };
  };
};

export type SInvoicePayment = Pick<
  Stripe.InvoicePayment,
  'id' | 'object' | 'amount_paid' | 'amount_requested' | 'created' | 'currency' | 'is_default' | 'livemode'
> & {
  invoice: string;
  status: 'open' | 'paid' | 'canceled';
  payment: { type: 'payment_intent'; payment_intent: string };
};

export type SInvoice = Pick<
  Stripe.Invoice,
  | 'id'
  | 'object'
  | 'amount_due'
  | 'amount_paid'
  | 'amount_remaining'
  | 'attempt_count'
  | 'attempted'
  | 'billing_reason'
  | 'collection_method'
  | 'created'
  | 'currency'
  | 'customer'
  | 'customer_email'
  | 'customer_name'
  | 'discounts'
  | 'hosted_invoice_url'
  | 'invoice_pdf'
  | 'livemode'
  | 'metadata'
  | 'number'
  | 'period_end'
  | 'period_start'
  | 'status'
  | 'subtotal'
  | 'total'
  | 'total_discount_amounts'
  | 'test_clock'
> & {
  lines: { object: 'list'; data: SInvoiceLine[]; has_more: boolean; url: string };
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { subscription: string; metadata: Stripe.Metadata | null };
  } | null;
  confirmation_secret: Stripe.Invoice.ConfirmationSecret | null;
  payments: { object: 'list'; data: SInvoicePayment[]; has_more: boolean; url: string };
};

export type SPaymentIntent = Pick<
  Stripe.PaymentIntent,
  | 'id'
  | 'object'
  | 'amount'
  | 'amount_received'
  | 'client_secret'
  | 'created'
  | 'currency'
  | 'customer'
  | 'description'
  | 'livemode'
  | 'metadata'
  | 'payment_method'
  | 'payment_method_types'
  | 'status'
> & {
  last_payment_error: Pick<
    Stripe.PaymentIntent.LastPaymentError,
    'type' | 'code' | 'decline_code' | 'message'
  > | null;
  next_action: { type: 'use_stripe_sdk'; use_stripe_sdk: Record<string, string> } | null;
  // The invoice this intent pays; not part of Stripe's object.
  _invoice?: string;
};

export type STaxId = Pick<
  Stripe.TaxId,
  'id' | 'object' | 'country' | 'created' | 'livemode' | 'type' | 'value'
> & { customer: string };

export type STestClock = Pick<
  Stripe.TestHelpers.TestClock,
  'id' | 'object' | 'created' | 'frozen_time' | 'livemode' | 'name' | 'status'
>;

/** An event as Stripe sends it: the type and the object as it was when the event happened. */
export interface SEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: Stripe.Event.Type;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
}
