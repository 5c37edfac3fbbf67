/**
 * Business constants of spec 2 (billing and seats), §9 unless marked.
 * Values marked "ours" are not given by the spec; see shared/SPEC-CHOICES.md.
 *
 * @example
 * import { CANCEL_DETAILS_MIN, DEFAULT_BILLING_TYPE } from '@outreach/shared/constants/billing';
 */

// Values spec 2 shares with spec 1 are defined once, in constants/account.ts: team toasts
// (5000 ms), invitation modal delay (2000 ms), payment reminder (7 days before billing).
export { INVITATION_MODAL_DELAY_MS, PAYMENT_REMINDER_DAYS_BEFORE, TEAM_TOAST_MS } from './account.ts';

/** Cycle discounts shown on the billing-cycle toggle, in percent. */
export const QUARTERLY_DISCOUNT_PERCENT = 20;
export const ANNUAL_DISCOUNT_PERCENT = 50;
/** Save-billing-cycle confirmation texts when choosing monthly. */
export const SAVE_TEXT_LEAVING_ANNUAL = 'Save 50%';
export const SAVE_TEXT_OTHER = 'Save up to 20%';

/** Defaults of the plans page and the subscription form. */
export const DEFAULT_BILLING_TYPE = 'annual' as const;
export const DEFAULT_CURRENCY = 'usd' as const;
/** Trial-period options, in days. */
export const TRIAL_PERIOD_OPTIONS_DAYS = [30, 60, 90, 120] as const;

/** A pause can be used once per subscription. */
export const PAUSES_PER_SUBSCRIPTION = 1;
/** Pause durations in days. Ours: the spec says a fixed list whose values are not shown. */
export const PAUSE_PERIOD_OPTIONS_DAYS = [30, 60, 90] as const;
/** The default pause period is the first option. */
export const DEFAULT_PAUSE_PERIOD_DAYS = PAUSE_PERIOD_OPTIONS_DAYS[0];
/** Cancel details: at least 20 characters after trimming, unless the reason is Cost. */
export const CANCEL_DETAILS_MIN = 20;
/** Billing information company name maximum. */
export const COMPANY_NAME_MAX = 350;

/** Cancellation reasons, word for word. */
export const CANCELLATION_REASONS = [
  'Cost',
  'Difficulty of use',
  'Missing Functionality',
  'Using Other Product',
  'Technical Issues',
  'Something else',
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];
/** The reason that makes the details text optional. */
export const CANCEL_REASON_WITHOUT_DETAILS: CancellationReason = 'Cost';

/** Pause reasons, word for word. */
export const PAUSE_REASONS = [
  'Taking a break',
  'Reducing expenses',
  'Have enough leads',
  'Changed jobs',
  'Something else',
] as const;
export type PauseReason = (typeof PAUSE_REASONS)[number];

// ── Timing ───────────────────────────────────────────────────────────────────
/** Billing toasts last 3000 ms; team messages 5000 ms; payment-provider errors 5000 ms. */
export const BILLING_TOAST_MS = 3_000;
export const PAYMENT_ERROR_DISPLAY_MS = 5_000;
/** A pending open invoice opens in a new tab after 2 s (history modal). */
export const INVOICE_AUTO_OPEN_DELAY_MS = 2_000;
export const SEAT_CHANGE_DEBOUNCE_MS = 300;
export const MEMBER_FILTER_DEBOUNCE_MS = 300;
export const OPTION_LOADER_DEBOUNCE_MS = 500;
/** Testimonial scroll loop on the plans page. */
export const TESTIMONIAL_LOOP_MS = 100_000;

// ── Formats and layout ───────────────────────────────────────────────────────
/** Next-invoice date (moment/dayjs tokens). */
export const NEXT_INVOICE_DATE_FORMAT = 'MM/DD/YYYY hh:mm A';
/** Invoice history date. */
export const INVOICE_DATE_FORMAT = 'MMM DD, YYYY';
/** Invoice amounts are in minor units: divide by 100 for display. */
export const MINOR_UNITS_PER_MAJOR = 100;
export const INVOICE_TABLE_WIDTH_PX = 754;
export const BILLING_INFO_MODAL_WIDTH_PX = 860;
/** Page sizes. Ours: the spec says they are not shown. */
export const INVOICES_PAGE_SIZE = 10;
export const MEMBERS_PAGE_SIZE = 10;
/** The members table is sorted by role ascending. */
export const MEMBERS_DEFAULT_SORT = { sortField: 'role', sortOrder: 'ASC' } as const;
/** Query flags of the payment-success page on the marketing site; values 'yes' or 'no'. */
export const PAYMENT_SUCCESS_FLAGS = ['seatsUpgrade', 'planUpgrade', 'planRenewal', 'newCustomer'] as const;
export type PaymentSuccessFlag = (typeof PAYMENT_SUCCESS_FLAGS)[number];

/**
 * The cancellation discount offer: a Stripe coupon the catalogue sync creates. Ours: the spec says
 * a discount may be offered, not which one.
 */
export const CANCEL_COUPON = {
  id: 'outreach-cancel-offer',
  name: '30% off for 3 months',
  percentOff: 30,
  months: 3,
} as const;
