import { RENEWAL_REMINDER_DAYS } from '../constants/account.ts';
import {
  CANCEL_REASON_WITHOUT_DETAILS,
  PAYMENT_SUCCESS_FLAGS,
  type PaymentSuccessFlag,
  SAVE_TEXT_LEAVING_ANNUAL,
  SAVE_TEXT_OTHER,
} from '../constants/billing.ts';
import type { BillingType, PlanName } from '../plans/catalogue.ts';
import { billingTypeLabels, billingTypes } from '../plans/catalogue.ts';
import { planSeats, seatCardPlans } from '../plans/seats.ts';

/** Texts of spec 2 (§2, §4, §8), word for word. */
export const billingTexts = {
  choosePlan: 'Choose Plan',
  changePlan: 'Change Plan',
  yourCurrentPlan: 'Your current plan',
  switchTo: (billingType: BillingType) => `Switch to ${billingTypeLabels[billingType]}`,
  notAvailableInPlan: 'No available in your plan',
  missingPrice: 'NONE PROVIDED',
  mostPopular: 'Most popular',
  currentPlanBadge: 'Current plan',
  noBillings: 'No billings yet',
  pauseLimitReached: 'You’ve reached the pause limit; this option is no longer available.',
  resumeToChangeUsers: 'Please resume your subscription to change the number of users on your team',
  subscribeToChangeUsers: 'Please subscribe to change the number of users on your team',
  subscriptionCancelled: 'Your Subscription is Cancelled',
  pausedResumeToCancel: 'Your subscription is paused. To cancel, please resume your subscription first.',
  resumeToChangePlan:
    'Please resume your subscription on the Subscription Plan page if you want to change your plan',
  discountApplied: 'Discount applied successfully.',
  paused: 'Your subscription has been paused',
  resumed: 'Your subscription has been resumed',
  somethingWentWrong: 'Something went wrong',
  outstandingInvoices: 'Subscription can not be updated due to outstanding invoices requiring attention',
  invalidTaxId: 'Please add a valid Tax ID Number',
  invalidPromoCode: 'Please enter valid Promo Code.',
  inactivePromoCode: 'This Promo Code has expired or been deactivated.',
  cardDeclined: 'Your card was declined.',
  copied: 'Copied to clipboard',
} as const;

/** Account states of spec 2 §4. */
export type AccountState = 'deactivated' | 'paused' | 'trial' | 'free' | 'active';

/** The team fields that decide the account state. */
export interface TeamBillingState {
  plan: PlanName | '' | null | undefined;
  trial?: { started?: boolean | null; ended?: boolean | null } | null;
  hasFreePlan?: boolean | null;
  hasPaidPlan?: boolean | null;
  isSubscriptionPaused?: boolean | null;
}

/**
 * Whether the app is deactivated: trial ended, no free plan and no paid plan (spec 1 §4, spec 2 §4).
 *
 * @example
 * isDeactivated({ plan: 'trial', trial: { started: true, ended: true } }) // true
 */
export function isDeactivated(team: TeamBillingState): boolean {
  return Boolean(team.trial?.ended) && !team.hasFreePlan && !team.hasPaidPlan;
}

/**
 * The account state (spec 2 §4): deactivated, then paused, then trial, free, active.
 *
 * @example
 * accountState({ plan: 'pro', hasPaidPlan: true, isSubscriptionPaused: true }) // 'paused'
 * accountState({ plan: 'free', hasFreePlan: true })                          // 'free'
 */
export function accountState(team: TeamBillingState): AccountState {
  if (isDeactivated(team)) return 'deactivated';
  if (team.isSubscriptionPaused) return 'paused';
  if (team.hasPaidPlan) return 'active';
  if (team.hasFreePlan || team.plan === 'free') return 'free';
  if (!team.plan || team.plan === 'trial') return 'trial';
  return 'active';
}

/**
 * Trial, free and deactivated users use the new-subscription flow; all others the edit flow.
 *
 * @example
 * subscriptionFlow('trial')  // 'new'
 * subscriptionFlow('active') // 'edit'
 */
export function subscriptionFlow(state: AccountState): 'new' | 'edit' {
  return state === 'trial' || state === 'free' || state === 'deactivated' ? 'new' : 'edit';
}

/** Current billing, for cycle availability. */
export interface CurrentBilling {
  plan: PlanName | '' | null | undefined;
  billingType?: BillingType | null;
}

/**
 * Whether a billing cycle can be chosen for a target plan (spec 2 §4): monthly and quarterly
 * always; semestrial only if currently semestrial on the same plan; annual only if currently
 * annual, or the plan is not starter, personal or enterprise.
 *
 * @example
 * isBillingTypeAvailable({ plan: 'starter', billingType: 'annual', current: { plan: 'starter', billingType: 'monthly' } }) // false
 * isBillingTypeAvailable({ plan: 'enterprise', billingType: 'semestrial', current: { plan: 'enterprise', billingType: 'semestrial' } }) // true
 */
export function isBillingTypeAvailable(input: {
  plan: PlanName;
  billingType: BillingType;
  current: CurrentBilling;
}): boolean {
  const { plan, billingType, current } = input;
  switch (billingType) {
    case 'monthly':
    case 'quarterly':
      return true;
    case 'semestrial':
      return current.billingType === 'semestrial' && current.plan === plan;
    case 'annual':
      return (
        current.billingType === 'annual' ||
        !(plan === 'starter' || plan === 'personal' || plan === 'enterprise')
      );
  }
}

/**
 * The billing cycles of the plans page toggle: Half-yearly only if the current plan uses it.
 *
 * @example
 * billingCycleToggleOptions({ plan: 'pro', billingType: 'annual' }) // ['monthly', 'quarterly', 'annual']
 */
export function billingCycleToggleOptions(current: CurrentBilling): BillingType[] {
  return billingTypes.filter((t) => t !== 'semestrial' || current.billingType === 'semestrial');
}

/**
 * The save-billing-cycle confirmation text when moving to monthly from another cycle, else null.
 *
 * @example
 * saveBillingCycleText({ from: 'annual', to: 'monthly' })    // 'Save 50%'
 * saveBillingCycleText({ from: 'quarterly', to: 'monthly' }) // 'Save up to 20%'
 * saveBillingCycleText({ from: 'monthly', to: 'annual' })    // null
 */
export function saveBillingCycleText(input: {
  from: BillingType | null | undefined;
  to: BillingType;
}): string | null {
  if (input.to !== 'monthly' || !input.from || input.from === 'monthly') return null;
  return input.from === 'annual' ? SAVE_TEXT_LEAVING_ANNUAL : SAVE_TEXT_OTHER;
}

/**
 * The currency toggle shows only for trial, free and deactivated users (currency cannot change later).
 *
 * @example
 * isCurrencyToggleVisible('active') // false
 */
export function isCurrencyToggleVisible(state: AccountState): boolean {
  return subscriptionFlow(state) === 'new';
}

/** State of a plan card's button. */
export interface PlanCardButton {
  text: string;
  disabled: boolean;
  /** 'No available in your plan' instead of a usable button. */
  unavailable: boolean;
}

/**
 * The button of a plan card (spec 2 §2). Choose Plan for trial, free or deactivated users and
 * Change Plan otherwise; on the current plan 'Your current plan', or 'Switch to {billing type}' when
 * only the cycle differs. Disabled when no price exists or the subscription is cancelled. A plan
 * whose seat maximum is below the team's member count is unavailable (ours).
 *
 * @example
 * planCardButton({ cardPlan: 'pro', billingType: 'annual', price: 99, state: 'trial', current: { plan: 'trial' } })
 * // { text: 'Choose Plan', disabled: false, unavailable: false }
 * planCardButton({ cardPlan: 'pro', billingType: 'monthly', price: 99, state: 'active', current: { plan: 'pro', billingType: 'annual' } })
 * // { text: 'Switch to Monthly', disabled: false, unavailable: false }
 */
export function planCardButton(input: {
  cardPlan: PlanName;
  billingType: BillingType;
  price: number | null;
  state: AccountState;
  current: CurrentBilling;
  isCancelled?: boolean;
  memberCount?: number;
}): PlanCardButton {
  const { cardPlan, billingType, price, state, current } = input;
  const unavailable = (input.memberCount ?? 1) > planSeats[cardPlan].seats;
  const blocked = price === null || Boolean(input.isCancelled) || unavailable;
  if (unavailable) return { text: billingTexts.notAvailableInPlan, disabled: true, unavailable };
  const isCurrent = subscriptionFlow(state) === 'edit' && current.plan === cardPlan;
  if (isCurrent) {
    if (current.billingType && current.billingType !== billingType) {
      return { text: billingTexts.switchTo(billingType), disabled: blocked, unavailable };
    }
    return { text: billingTexts.yourCurrentPlan, disabled: true, unavailable };
  }
  const text = subscriptionFlow(state) === 'new' ? billingTexts.choosePlan : billingTexts.changePlan;
  return { text, disabled: blocked, unavailable };
}

/** Subscription status flags read from billing info. */
export interface SubscriptionFlags {
  isCancelled: boolean;
  isPaused: boolean;
  /** The one pause was already used (billing info pausedSubscriptionAt was ever set). */
  hasUsedPause: boolean;
}

/** A control's state: hidden, or shown and maybe disabled with a tooltip. */
export interface ControlState {
  visible: boolean;
  disabled: boolean;
  tooltip: string | null;
}

/**
 * Pause Subscription (spec 2 §4): hidden when cancelled or paused; once used, disabled with the
 * pause-limit message (also after a resume).
 *
 * @example
 * pauseControl({ isCancelled: false, isPaused: false, hasUsedPause: true })
 * // { visible: true, disabled: true, tooltip: 'You’ve reached the pause limit; this option is no longer available.' }
 */
export function pauseControl(flags: SubscriptionFlags): ControlState {
  if (flags.isCancelled || flags.isPaused) return { visible: false, disabled: true, tooltip: null };
  if (flags.hasUsedPause) return { visible: true, disabled: true, tooltip: billingTexts.pauseLimitReached };
  return { visible: true, disabled: false, tooltip: null };
}

/**
 * Cancel Subscription: disabled while paused (resume first) and when already cancelled.
 *
 * @example
 * cancelControl({ isCancelled: false, isPaused: true, hasUsedPause: true }).tooltip
 * // 'Your subscription is paused. To cancel, please resume your subscription first.'
 */
export function cancelControl(flags: SubscriptionFlags): ControlState {
  if (flags.isPaused) return { visible: true, disabled: true, tooltip: billingTexts.pausedResumeToCancel };
  if (flags.isCancelled)
    return { visible: true, disabled: true, tooltip: billingTexts.subscriptionCancelled };
  return { visible: true, disabled: false, tooltip: null };
}

/**
 * Change plan: blocked while cancelled or paused.
 *
 * @example
 * changePlanControl({ isCancelled: true, isPaused: false, hasUsedPause: false }).disabled // true
 */
export function changePlanControl(flags: SubscriptionFlags): ControlState {
  if (flags.isCancelled || flags.isPaused) {
    return { visible: true, disabled: true, tooltip: billingTexts.resumeToChangePlan };
  }
  return { visible: true, disabled: false, tooltip: null };
}

/**
 * Change number of users: owner only and not white-label; blocked when cancelled, when the trial
 * is not paid, or when the app is deactivated.
 *
 * @example
 * changeUsersControl({ isOwner: true, isWhiteLabelUser: false, isCancelled: false, state: 'trial', hasPaidPlan: false }).tooltip
 * // 'Please subscribe to change the number of users on your team'
 */
export function changeUsersControl(input: {
  isOwner: boolean;
  isWhiteLabelUser: boolean;
  isCancelled: boolean;
  state: AccountState;
  hasPaidPlan: boolean;
}): ControlState {
  if (!input.isOwner || input.isWhiteLabelUser) return { visible: false, disabled: true, tooltip: null };
  if (input.isCancelled) return { visible: true, disabled: true, tooltip: billingTexts.resumeToChangeUsers };
  if (input.state === 'deactivated' || (input.state === 'trial' && !input.hasPaidPlan)) {
    return { visible: true, disabled: true, tooltip: billingTexts.subscribeToChangeUsers };
  }
  return { visible: true, disabled: false, tooltip: null };
}

/**
 * The cancel flow after the cancel form (spec 2 §4): offer the discount when one exists and no
 * cancel coupon was applied before, otherwise cancel directly.
 *
 * @example
 * cancelFlowDecision({ discount: { percent_off: 30 }, isCancelCouponApplied: false }) // 'offerDiscount'
 * cancelFlowDecision({ discount: null, isCancelCouponApplied: false })                // 'cancelDirectly'
 */
export function cancelFlowDecision(input: {
  discount: unknown | null | undefined;
  isCancelCouponApplied: boolean;
}): 'offerDiscount' | 'cancelDirectly' {
  return input.discount && !input.isCancelCouponApplied ? 'offerDiscount' : 'cancelDirectly';
}

/**
 * Whether the cancel form's details text is required: unless the reason is Cost.
 *
 * @example
 * isCancelDetailsRequired('Cost') // false
 */
export function isCancelDetailsRequired(reason: string | null | undefined): boolean {
  return reason !== CANCEL_REASON_WITHOUT_DETAILS;
}

/**
 * The next-invoice line is hidden for deactivated, trial and free accounts.
 *
 * @example
 * isNextInvoiceVisible('trial') // false
 */
export function isNextInvoiceVisible(state: AccountState): boolean {
  return state === 'active' || state === 'paused';
}

/**
 * The team seats card shows on business, agency or enterprise when the user may manage the team.
 *
 * @example
 * isSeatCardVisible({ plan: 'teams', canManageTeam: true }) // false
 */
export function isSeatCardVisible(input: {
  plan: PlanName | null | undefined;
  canManageTeam: boolean;
}): boolean {
  return (
    input.canManageTeam && (seatCardPlans as readonly (PlanName | null | undefined)[]).includes(input.plan)
  );
}

/**
 * /billing/subscription/new is for trial or free users (deactivated users subscribe on /deactivated/subscription).
 *
 * @example
 * canOpenNewSubscription('free') // true
 */
export function canOpenNewSubscription(state: AccountState): boolean {
  return state === 'trial' || state === 'free';
}

/** Where a subscription-creation (or billing company) error is shown. */
export interface SubscriptionErrorTarget {
  field: 'vat' | 'promoCode' | 'paymentMethod';
  message: string;
}

/**
 * Maps a subscription-creation server message to its form field (spec 2 §5, §8).
 *
 * @example
 * subscriptionErrorTarget('Invalid value for eu_vat.') // { field: 'vat', message: 'Please add a valid Tax ID Number' }
 * subscriptionErrorTarget('invalid-promo-code')        // { field: 'promoCode', message: 'Please enter valid Promo Code.' }
 */
export function subscriptionErrorTarget(message: string): SubscriptionErrorTarget {
  if (message.includes('Invalid value for')) return { field: 'vat', message: billingTexts.invalidTaxId };
  if (message === 'invalid-promo-code') return { field: 'promoCode', message: billingTexts.invalidPromoCode };
  if (message === 'inactive-promo-code')
    return { field: 'promoCode', message: billingTexts.inactivePromoCode };
  return { field: 'paymentMethod', message };
}

/**
 * The pause error handling: outstanding_invoice_requires_action shows the outstanding-invoices
 * message with a billing-history link inside the billing flow and nothing elsewhere; any other
 * message is a toast.
 *
 * @example
 * pauseErrorDisplay({ message: 'outstanding_invoice_requires_action', inBillingFlow: false }) // { kind: 'none' }
 */
export function pauseErrorDisplay(input: {
  message: string;
  inBillingFlow: boolean;
}): { kind: 'none' } | { kind: 'outstandingInvoices'; message: string } | { kind: 'toast'; message: string } {
  if (input.message === 'outstanding_invoice_requires_action') {
    return input.inBillingFlow
      ? { kind: 'outstandingInvoices', message: billingTexts.outstandingInvoices }
      : { kind: 'none' };
  }
  return { kind: 'toast', message: input.message };
}

/**
 * The query string of the payment-success page: each flag 'yes' or 'no'.
 *
 * @example
 * paymentSuccessQuery({ newCustomer: true }) // 'seatsUpgrade=no&planUpgrade=no&planRenewal=no&newCustomer=yes'
 */
export function paymentSuccessQuery(flags: Partial<Record<PaymentSuccessFlag, boolean>>): string {
  return PAYMENT_SUCCESS_FLAGS.map((f) => `${f}=${flags[f] ? 'yes' : 'no'}`).join('&');
}

/**
 * Renewal reminder: when the subscription ends in 0 to under 7 days, owner only (Unix seconds).
 *
 * @example
 * isRenewalReminderDue({ isOwner: true, endsAtSeconds: 1_000 + 6 * 86_400, nowSeconds: 1_000 }) // true
 * isRenewalReminderDue({ isOwner: true, endsAtSeconds: 1_000 + 7 * 86_400, nowSeconds: 1_000 }) // false
 */
export function isRenewalReminderDue(input: {
  isOwner: boolean;
  endsAtSeconds: number | null | undefined;
  nowSeconds: number;
}): boolean {
  if (!input.isOwner || input.endsAtSeconds == null) return false;
  const left = input.endsAtSeconds - input.nowSeconds;
  return left >= 0 && left < RENEWAL_REMINDER_DAYS * 86_400;
}
