import * as z from 'zod';
import {
  CANCEL_DETAILS_MIN,
  CANCELLATION_REASONS,
  COMPANY_NAME_MAX,
  PAUSE_PERIOD_OPTIONS_DAYS,
  PAUSE_REASONS,
} from '../constants/billing.ts';
import type { PlanName } from '../plans/catalogue.ts';
import { billingTypes, currencies, paidPlanNames } from '../plans/catalogue.ts';
import { seatCountError } from '../plans/seats.ts';
import { isCancelDetailsRequired } from '../rules/billing.ts';

/** Billing form messages. Spec texts word for word; those marked ours are not given by the spec. */
export const billingMessages = {
  companyRequired: 'Please add a company name',
  companyMax: 'Company name must be at most 350 characters',
  taxIdRequired: 'Please add a tax ID number',
  cancelDetails: 'Provide more information (at least 20 characters).',
  // Ours.
  phoneRequired: 'Please add a phone number',
  termsRequired: 'Please accept the Terms of Use',
  noRefundRequired: 'Please accept the No Refund Policy',
  reasonRequired: 'Please choose a reason',
  periodRequired: 'Please choose a period',
  descriptionRequired: 'Please add a description',
  confirmRequired: 'Please confirm',
} as const;

/** The company name: required, at most 350 characters (trimmed). */
export const ZCompany = z
  .string({ error: billingMessages.companyRequired })
  .trim()
  .min(1, { error: billingMessages.companyRequired, abort: true })
  .max(COMPANY_NAME_MAX, billingMessages.companyMax);

/** A billing address (fields as the card provider names them). */
export const ZAddress = z.object({
  country: z.string().trim().max(2).optional(),
  state: z.string().trim().max(100).optional(),
  city: z.string().trim().max(100).optional(),
  line1: z.string().trim().max(200).optional(),
  line2: z.string().trim().max(200).optional(),
  postal_code: z.string().trim().max(20).optional(),
});
export type TAddress = z.infer<typeof ZAddress>;

const taxFields = {
  vatType: z.string().trim().max(32).optional().nullable(),
  vat: z.string().trim().max(64).optional().nullable(),
};

type TaxValues = { vatType?: string | null; vat?: string | null };

// A tax number is required when a type is chosen; clearing the type clears the number.
function checkTax(v: TaxValues, ctx: z.RefinementCtx) {
  if (v.vatType && !v.vat)
    ctx.addIssue({ code: 'custom', message: billingMessages.taxIdRequired, path: ['vat'] });
}
function clearTax<T extends TaxValues>(v: T): T {
  return v.vatType ? v : { ...v, vatType: null, vat: null };
}

/**
 * PATCH /billing/company and the billing information form.
 *
 * @example
 * ZBillingInformation.safeParse({ company: 'Acme', vatType: 'eu_vat', vat: '' }).error?.issues[0].message // 'Please add a tax ID number'
 * ZBillingInformation.parse({ company: 'Acme', vatType: '', vat: 'DE1' }).vat // null
 */
export const ZBillingInformation = z
  .object({ company: ZCompany, ...taxFields, address: ZAddress.optional() })
  .superRefine(checkTax)
  .transform(clearTax);
export type TBillingInformation = z.infer<typeof ZBillingInformation>;

/** Plans a subscription can be bought for. */
export const ZPaidPlan = z.enum(paidPlanNames);
export const ZBillingType = z.enum(billingTypes);
export const ZCurrency = z.enum(currencies);

/** An optional promo code, cleared when empty. */
export const ZPromoCode = z
  .string()
  .trim()
  .max(64)
  .optional()
  .transform((v) => v || undefined);

const subscriptionFields = {
  plan: ZPaidPlan,
  billingType: ZBillingType,
  currency: ZCurrency,
  seats: z.coerce.number().int().min(1).max(250),
  promoCode: ZPromoCode,
  phone: z
    .string({ error: billingMessages.phoneRequired })
    .trim()
    .min(1, { error: billingMessages.phoneRequired, abort: true })
    .max(32)
    .regex(/^\+?[\d\s().-]{4,}$/, billingMessages.phoneRequired),
  company: ZCompany,
  address: ZAddress.optional(),
  ...taxFields,
};

/**
 * The new-subscription form: both checkboxes (Terms of Use, No Refund Policy), phone, company,
 * optional promo code (cleared when empty), tax data.
 *
 * @example
 * ZSubscriptionForm.safeParse({ ...values, acceptTerms: true, acceptNoRefund: false }).success // false
 */
export const ZSubscriptionForm = z
  .object({
    ...subscriptionFields,
    acceptTerms: z.literal(true, { error: billingMessages.termsRequired }),
    acceptNoRefund: z.literal(true, { error: billingMessages.noRefundRequired }),
  })
  .superRefine(checkTax)
  .transform(clearTax);
export type TSubscriptionForm = z.infer<typeof ZSubscriptionForm>;

/** POST /billing/subscriptions: the form's values plus the card payment method id. */
export const ZCreateSubscriptionRequest = z
  .object({ ...subscriptionFields, paymentMethod: z.string().min(1).max(255) })
  .superRefine(checkTax)
  .transform(clearTax);
export type TCreateSubscriptionRequest = z.infer<typeof ZCreateSubscriptionRequest>;

/** PATCH /billing/subscriptions (plan change) and GET /billing/plan-update-invoice. */
export const ZPlanChangeRequest = z.object({
  plan: ZPaidPlan,
  billingType: ZBillingType,
  seats: z.coerce.number().int().min(1).max(250),
  currency: ZCurrency,
});
export type TPlanChangeRequest = z.infer<typeof ZPlanChangeRequest>;

/** GET /billing/plan-price. */
export const ZPlanPriceQuery = z.object({ plan: ZPaidPlan, billingType: ZBillingType, currency: ZCurrency });

/**
 * The seat input for a plan: the spec's min/max/team-count messages (spec 2 §5).
 *
 * @example
 * seatsSchema({ plan: 'teams', teamCount: 1 }).safeParse(1).error?.issues[0].message // 'You need to have at least 2 seat(s) for this plan.'
 */
export function seatsSchema(input: {
  plan: PlanName;
  teamCount: number;
  hasCustomPlan?: boolean;
  whiteLabelMinSeats?: number | null;
}) {
  return z.coerce
    .number()
    .int()
    .superRefine((seats, ctx) => {
      const message = seatCountError({ ...input, seats });
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}

const confirm = z.literal(true, { error: billingMessages.confirmRequired });

/**
 * The cancel form: both checkboxes, a reason, and details of at least 20 trimmed characters
 * unless the reason is Cost.
 *
 * @example
 * ZCancelForm.safeParse({ ...checked, reason: 'Technical Issues', value: ' '.repeat(5) + 'x'.repeat(19) }).success // false
 * ZCancelForm.safeParse({ ...checked, reason: 'Cost', value: '' }).success // true
 */
export const ZCancelForm = z
  .object({
    confirmAccessEnds: confirm,
    confirmDataLoss: confirm,
    reason: z.enum(CANCELLATION_REASONS, { error: billingMessages.reasonRequired }),
    value: z.string().max(5_000).default(''),
  })
  .superRefine((v, ctx) => {
    if (isCancelDetailsRequired(v.reason) && v.value.trim().length < CANCEL_DETAILS_MIN) {
      ctx.addIssue({ code: 'custom', message: billingMessages.cancelDetails, path: ['value'] });
    }
  })
  .transform((v) => ({ ...v, value: v.value.trim() }));
export type TCancelForm = z.infer<typeof ZCancelForm>;

/** PATCH /billing/subscriptions/cancel: reasons[] and tellUsMore. */
export const ZCancelSubscriptionRequest = z.object({
  reasons: z.array(z.enum(CANCELLATION_REASONS)).min(1).max(CANCELLATION_REASONS.length),
  tellUsMore: z.string().trim().max(5_000).default(''),
});
export type TCancelSubscriptionRequest = z.infer<typeof ZCancelSubscriptionRequest>;

/**
 * The cancel form's values as the cancel call sends them.
 *
 * @example
 * cancelFormToRequest({ reason: 'Cost', value: '' }) // { reasons: ['Cost'], tellUsMore: '' }
 */
export function cancelFormToRequest(form: Pick<TCancelForm, 'reason' | 'value'>): TCancelSubscriptionRequest {
  return { reasons: [form.reason], tellUsMore: form.value.trim() };
}

/**
 * The pause form: both checkboxes, and reason, period and description all required.
 *
 * @example
 * ZPauseForm.safeParse({ ...checked, period: 30, reason: 'Changed jobs', description: 'New role' }).success // true
 */
export const ZPauseForm = z.object({
  confirmPause: confirm,
  confirmOnce: confirm,
  period: z.coerce
    .number({ error: billingMessages.periodRequired })
    .refine(
      (p) => (PAUSE_PERIOD_OPTIONS_DAYS as readonly number[]).includes(p),
      billingMessages.periodRequired,
    ),
  reason: z.enum(PAUSE_REASONS, { error: billingMessages.reasonRequired }),
  description: z
    .string({ error: billingMessages.descriptionRequired })
    .trim()
    .min(1, billingMessages.descriptionRequired)
    .max(5_000),
});
export type TPauseForm = z.infer<typeof ZPauseForm>;

/** POST /billing/subscriptions/pause: period, reason, description. */
export const ZPauseSubscriptionRequest = ZPauseForm.omit({ confirmPause: true, confirmOnce: true });
export type TPauseSubscriptionRequest = z.infer<typeof ZPauseSubscriptionRequest>;

/** POST /billing/subscriptions/close-cancel. */
export const ZCloseCancelRequest = z.object({ trigger: z.string().trim().min(1).max(64) });
/** PATCH /billing/update-card-details. */
export const ZUpdateCardRequest = z.object({ paymentMethod: z.string().min(1).max(255) });
/** GET /billing/invoices cursor params. */
export const ZInvoicesQuery = z.object({
  startingAfter: z.string().max(255).optional(),
  endingBefore: z.string().max(255).optional(),
});

/**
 * POST /billing/subscriptions/payment-confirmed and payment-failed: about the team's own pending
 * subscription; the message is what Stripe.js reported (kept for support, optional).
 */
export const ZPaymentOutcomeRequest = z.object({ message: z.string().trim().max(1_000).optional() });

// Answers of the /billing calls (their `response` schemas; the integration tests check every answer
// against them). Building blocks stay unexported: only `*Response` schemas leave this module, so the
// request-limits check (which reads every exported request schema) does not mistake them for requests.

/** A Stripe.js confirmation the SPA must run after POST /billing/subscriptions. */
const ZPaymentAction = z.object({ clientSecret: z.string() });
export type TPaymentAction = z.infer<typeof ZPaymentAction>;

const ZSubscriptionRef = z.object({ id: z.string(), status: z.string() });

/** The answer of POST /billing/subscriptions. */
export const ZCreateSubscriptionResponse = z.object({
  subscription: ZSubscriptionRef,
  /** Set when the card needs 3D Secure: the SPA confirms the payment with Stripe.js. */
  paymentAction: ZPaymentAction.nullable(),
  redirectUrlParams: z.string(),
});
export type TCreateSubscriptionResponse = z.infer<typeof ZCreateSubscriptionResponse>;

/** PATCH /billing/subscriptions: the changed subscription and the payment-success page's query. */
export const ZChangePlanResponse = ZCreateSubscriptionResponse.omit({ paymentAction: true });

/** An invoice as GET /billing/invoices lists it (spec 2 §3). Amounts in minor units, created in Unix seconds. */
const ZInvoice = z.object({
  id: z.string(),
  number: z.string().nullable(),
  created: z.number(),
  currency: z.string(),
  amount_due: z.number(),
  total: z.number(),
  subtotal: z.number(),
  status: z.string().nullable(),
  hosted_invoice_url: z.string().nullable(),
  discount: z
    .object({ coupon: z.object({ percent_off: z.number().nullable(), amount_off: z.number().nullable() }) })
    .nullable(),
  total_discount_amounts: z.array(z.object({ amount: z.number() })),
});
export type TInvoice = z.infer<typeof ZInvoice>;

/** GET /billing/invoices: one page of the customer's invoices, newest first. */
export const ZInvoicesResponse = z.object({ invoices: z.array(ZInvoice), hasMore: z.boolean() });

/** GET /billing (spec 2 §3 billing info). */
export const ZBillingInfoResponse = z.object({
  plan: z.string(),
  planVersion: z.string().nullable(),
  billingType: z.string().nullable(),
  currency: z.string().nullable(),
  seats: z.number().int(),
  usedSeats: z.number().int(),
  trial: z.object({ started: z.string().nullable(), ended: z.boolean(), endsAt: z.string().nullable() }),
  hasPaidPlan: z.boolean(),
  hasFreePlan: z.boolean(),
  hasLifetimeDeal: z.boolean(),
  hasCustomPlan: z.boolean(),
  /** The minimum seats set on the team's white label by the platform, or null (spec 2 §5). */
  whiteLabelMinSeats: z.number().int().nullable(),
  canUpdateSeats: z.boolean(),
  isSubscriptionPaused: z.boolean(),
  pausedSubscriptionAt: z.number().nullable(),
  pauseDurationSeconds: z.number().nullable(),
  autoResumeSubscriptionAt: z.number().nullable(),
  hasUsedPause: z.boolean(),
  isCancelCouponApplied: z.boolean(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  vat: z.string().nullable(),
  vatType: z.string().nullable(),
  address: z.record(z.string(), z.string().nullable()).nullable(),
  subscriptionStatus: z.string().nullable(),
  stripeSubscriptionObject: z
    .object({
      trial_end: z.number().nullable(),
      current_period_end: z.number().nullable(),
      cancel_at_period_end: z.boolean(),
    })
    .nullable(),
  stripeTokenObject: z
    .object({
      card: z.object({ brand: z.string(), last4: z.string(), exp_month: z.number(), exp_year: z.number() }),
    })
    .nullable(),
  nextInvoice: z.object({ amount_due: z.number(), currency: z.string(), date: z.number() }).nullable(),
});
export type TBillingInfo = z.infer<typeof ZBillingInfoResponse>;

/** GET /billing/plan-update-invoice and GET /billing/upcoming-invoice: an invoice preview and its lines. */
export const ZInvoicePreviewResponse = z.object({
  amount_due: z.number(),
  total: z.number(),
  subtotal: z.number(),
  currency: z.string(),
  period_end: z.number(),
  lines: z.array(z.object({ description: z.string().nullable(), amount: z.number() })),
});
export type TInvoicePreview = z.infer<typeof ZInvoicePreviewResponse>;

/** GET /billing/plan-price: the plan's minimum seats, their price together, and each further seat's. */
export const ZPlanPriceResponse = z.object({
  minSeats: z.number().int(),
  initialSeatsPrice: z.number(),
  extraSeatPrice: z.number(),
});

/** GET /billing/cancel-discount: the retention offer, or null when there is none (or it was used). */
export const ZCancelDiscountResponse = z.object({
  discount: z
    .object({
      id: z.string(),
      name: z.string().nullable(),
      percent_off: z.number().nullable(),
      amount_off: z.number().nullable(),
      duration: z.string(),
      duration_in_months: z.number().nullable(),
    })
    .nullable(),
});

/** PATCH /billing/subscriptions/apply-discount. */
export const ZMessageResponse = z.object({ message: z.string() });
/** POST /billing/subscriptions/close-cancel: the trigger recorded. */
export const ZCloseCancelResponse = z.object({ trigger: z.string() });
/** PATCH /billing/subscriptions/cancel: cancels at the period's end. */
export const ZCancelSubscriptionResponse = z.object({
  cancel_at_period_end: z.literal(true),
  current_period_end: z.number().nullable(),
});
/** PATCH /billing/subscriptions/resume: the cancellation is withdrawn (or the pause ended). */
export const ZResumeSubscriptionResponse = z.union([
  z.object({ cancel_at_period_end: z.literal(false) }),
  z.object({ isSubscriptionPaused: z.literal(false) }),
]);
/** POST /billing/subscriptions/pause. */
export const ZPauseSubscriptionResponse = z.object({
  isSubscriptionPaused: z.literal(true),
  autoResumeSubscriptionAt: z.number(),
});
/** POST /billing/subscriptions/unpause. */
export const ZUnpauseSubscriptionResponse = z.object({ isSubscriptionPaused: z.literal(false) });
/** POST /billing/subscriptions/payment-confirmed: the subscription's status after Stripe.js confirmed. */
export const ZPaymentConfirmedResponse = z.object({ status: z.string() });
/** DELETE /billing/subscriptions and POST /billing/subscriptions/payment-failed. */
export const ZDeletedResponse = z.object({ deleted: z.boolean() });
/** PATCH /billing/company: the billing details saved. */
export const ZCompanyResponse = z.object({
  company: z.string(),
  vat: z.string().nullable(),
  vatType: z.string().nullable(),
  address: z.record(z.string(), z.string().nullable()).nullable(),
});
/** PATCH /billing/update-card-details: the new default card. */
export const ZUpdateCardResponse = z.object({
  card: z.object({
    brand: z.string().optional(),
    last4: z.string().optional(),
    exp_month: z.number().optional(),
    exp_year: z.number().optional(),
  }),
});
/** GET /billing/card-form: what the card form loads (Stripe.js, or locally the sandbox's stand-in). */
export const ZCardFormResponse = z.object({ scriptUrl: z.string(), publishableKey: z.string() });
/** POST /billing/webhook: Stripe's event taken (or seen before). */
export const ZStripeWebhookResponse = z.object({
  received: z.literal(true),
  duplicate: z.boolean().optional(),
});
