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
export function seatsSchema(input: { plan: PlanName; teamCount: number; hasCustomPlan?: boolean }) {
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

/** A Stripe.js confirmation the SPA must run after POST /billing/subscriptions. */
export interface TPaymentAction {
  clientSecret: string;
}

/** The answer of POST /billing/subscriptions. */
export interface TCreateSubscriptionResponse {
  subscription: { id: string; status: string };
  /** Set when the card needs 3D Secure: the SPA confirms the payment with Stripe.js. */
  paymentAction: TPaymentAction | null;
  redirectUrlParams: string;
}

/** An invoice as GET /billing/invoices lists it (spec 2 §3). Amounts in minor units, created in Unix seconds. */
export interface TInvoice {
  id: string;
  number: string | null;
  created: number;
  currency: string;
  amount_due: number;
  total: number;
  subtotal: number;
  status: string | null;
  hosted_invoice_url: string | null;
  discount: { coupon: { percent_off: number | null; amount_off: number | null } } | null;
  total_discount_amounts: { amount: number }[];
}

/** GET /billing (spec 2 §3 billing info). */
export interface TBillingInfo {
  plan: string;
  planVersion: string | null;
  billingType: string | null;
  currency: string | null;
  seats: number;
  usedSeats: number;
  trial: { started: string | null; ended: boolean; endsAt: string | null };
  hasPaidPlan: boolean;
  hasFreePlan: boolean;
  hasLifetimeDeal: boolean;
  hasCustomPlan: boolean;
  canUpdateSeats: boolean;
  isSubscriptionPaused: boolean;
  pausedSubscriptionAt: number | null;
  pauseDurationSeconds: number | null;
  autoResumeSubscriptionAt: number | null;
  hasUsedPause: boolean;
  isCancelCouponApplied: boolean;
  company: string | null;
  phone: string | null;
  vat: string | null;
  vatType: string | null;
  address: Record<string, string | null> | null;
  subscriptionStatus: string | null;
  stripeSubscriptionObject: {
    trial_end: number | null;
    current_period_end: number | null;
    cancel_at_period_end: boolean;
  } | null;
  stripeTokenObject: { card: { brand: string; last4: string; exp_month: number; exp_year: number } } | null;
  nextInvoice: { amount_due: number; currency: string; date: number } | null;
}
