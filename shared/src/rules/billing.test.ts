import { describe, expect, it } from 'vitest';
import { billingTypes } from '../plans/catalogue.ts';
import {
  accountState,
  billingCycleToggleOptions,
  billingTexts,
  cancelControl,
  cancelFlowDecision,
  canOpenNewSubscription,
  changePlanControl,
  changeUsersControl,
  isBillingTypeAvailable,
  isCancelDetailsRequired,
  isCurrencyToggleVisible,
  isDeactivated,
  isNextInvoiceVisible,
  isRenewalReminderDue,
  isSeatCardVisible,
  pauseControl,
  pauseErrorDisplay,
  paymentSuccessQuery,
  planCardButton,
  saveBillingCycleText,
  subscriptionErrorTarget,
  subscriptionFlow,
} from './billing.ts';

describe('account states (spec 2 §4)', () => {
  it('is deactivated when the trial ended with no free and no paid plan', () => {
    expect(isDeactivated({ plan: 'trial', trial: { started: true, ended: true } })).toBe(true);
    expect(isDeactivated({ plan: 'trial', trial: { started: true, ended: true }, hasFreePlan: true })).toBe(
      false,
    );
    expect(isDeactivated({ plan: 'pro', trial: { started: true, ended: true }, hasPaidPlan: true })).toBe(
      false,
    );
    expect(isDeactivated({ plan: 'trial', trial: { started: true, ended: false } })).toBe(false);
  });

  it('orders deactivated, paused, active, free, trial', () => {
    expect(accountState({ plan: 'pro', hasPaidPlan: true, isSubscriptionPaused: true })).toBe('paused');
    expect(accountState({ plan: 'pro', hasPaidPlan: true })).toBe('active');
    expect(accountState({ plan: 'free', hasFreePlan: true })).toBe('free');
    expect(accountState({ plan: 'trial', trial: { started: true, ended: false } })).toBe('trial');
    expect(accountState({ plan: null })).toBe('trial');
  });

  it('sends trial, free and deactivated users to the new-subscription flow', () => {
    expect(subscriptionFlow('trial')).toBe('new');
    expect(subscriptionFlow('free')).toBe('new');
    expect(subscriptionFlow('deactivated')).toBe('new');
    expect(subscriptionFlow('active')).toBe('edit');
    expect(subscriptionFlow('paused')).toBe('edit');
    expect(isCurrencyToggleVisible('deactivated')).toBe(true);
    expect(isCurrencyToggleVisible('active')).toBe(false);
    expect(canOpenNewSubscription('trial')).toBe(true);
    expect(canOpenNewSubscription('active')).toBe(false);
  });
});

describe('billing cycle choices (spec 2 §4)', () => {
  it('always offers monthly and quarterly', () => {
    for (const plan of ['starter', 'pro', 'enterprise'] as const) {
      expect(isBillingTypeAvailable({ plan, billingType: 'monthly', current: { plan: null } })).toBe(true);
      expect(isBillingTypeAvailable({ plan, billingType: 'quarterly', current: { plan: null } })).toBe(true);
    }
  });

  it('offers semestrial only if currently semestrial on the same plan', () => {
    const current = { plan: 'enterprise', billingType: 'semestrial' } as const;
    expect(isBillingTypeAvailable({ plan: 'enterprise', billingType: 'semestrial', current })).toBe(true);
    expect(isBillingTypeAvailable({ plan: 'starter', billingType: 'semestrial', current })).toBe(false);
    expect(
      isBillingTypeAvailable({
        plan: 'enterprise',
        billingType: 'semestrial',
        current: { ...current, billingType: 'annual' },
      }),
    ).toBe(false);
  });

  it('offers annual if currently annual, or the plan is not starter, personal or enterprise', () => {
    const monthly = { plan: 'pro', billingType: 'monthly' } as const;
    for (const plan of ['starter', 'personal', 'enterprise'] as const) {
      expect(isBillingTypeAvailable({ plan, billingType: 'annual', current: monthly })).toBe(false);
      expect(
        isBillingTypeAvailable({ plan, billingType: 'annual', current: { plan, billingType: 'annual' } }),
      ).toBe(true);
    }
    expect(isBillingTypeAvailable({ plan: 'basic', billingType: 'annual', current: monthly })).toBe(true);
  });

  it('shows Half-yearly on the toggle only when the current plan uses it', () => {
    expect(billingCycleToggleOptions({ plan: 'pro', billingType: 'annual' })).toEqual([
      'monthly',
      'quarterly',
      'annual',
    ]);
    expect(billingCycleToggleOptions({ plan: 'starter', billingType: 'semestrial' })).toEqual([
      ...billingTypes,
    ]);
  });

  it('confirms a move to monthly with Save 50% from annual, else Save up to 20%', () => {
    expect(saveBillingCycleText({ from: 'annual', to: 'monthly' })).toBe('Save 50%');
    expect(saveBillingCycleText({ from: 'quarterly', to: 'monthly' })).toBe('Save up to 20%');
    expect(saveBillingCycleText({ from: 'semestrial', to: 'monthly' })).toBe('Save up to 20%');
    expect(saveBillingCycleText({ from: 'monthly', to: 'monthly' })).toBeNull();
    expect(saveBillingCycleText({ from: 'monthly', to: 'annual' })).toBeNull();
  });
});

describe('plan card button (spec 2 §2)', () => {
  const base = { cardPlan: 'pro', billingType: 'annual', price: 99 } as const;

  it('reads Choose Plan for trial, free or deactivated users and Change Plan otherwise', () => {
    for (const state of ['trial', 'free', 'deactivated'] as const) {
      expect(planCardButton({ ...base, state, current: { plan: 'trial' } }).text).toBe('Choose Plan');
    }
    expect(
      planCardButton({ ...base, state: 'active', current: { plan: 'basic', billingType: 'annual' } }),
    ).toEqual({
      text: 'Change Plan',
      disabled: false,
      unavailable: false,
    });
  });

  it('reads Your current plan on the current plan and cycle, disabled', () => {
    expect(
      planCardButton({ ...base, state: 'active', current: { plan: 'pro', billingType: 'annual' } }),
    ).toEqual({
      text: 'Your current plan',
      disabled: true,
      unavailable: false,
    });
  });

  it('reads Switch to {billing type} when only the cycle differs', () => {
    const b = planCardButton({
      ...base,
      billingType: 'monthly',
      state: 'active',
      current: { plan: 'pro', billingType: 'annual' },
    });
    expect(b).toEqual({ text: 'Switch to Monthly', disabled: false, unavailable: false });
  });

  it('is disabled without a price or when cancelled', () => {
    expect(
      planCardButton({ ...base, price: null, state: 'trial', current: { plan: 'trial' } }).disabled,
    ).toBe(true);
    expect(
      planCardButton({
        ...base,
        state: 'active',
        current: { plan: 'basic', billingType: 'annual' },
        isCancelled: true,
      }).disabled,
    ).toBe(true);
  });

  it('shows No available in your plan when the team outgrows the plan (ours)', () => {
    expect(planCardButton({ ...base, state: 'active', current: { plan: 'teams' }, memberCount: 2 })).toEqual({
      text: 'No available in your plan',
      disabled: true,
      unavailable: true,
    });
  });
});

describe('pause, cancel, plan change and seat controls (spec 2 §4, §8)', () => {
  const active = { isCancelled: false, isPaused: false, hasUsedPause: false };

  it('allows one pause; afterwards disabled with the limit message', () => {
    expect(pauseControl(active)).toEqual({ visible: true, disabled: false, tooltip: null });
    expect(pauseControl({ ...active, hasUsedPause: true })).toEqual({
      visible: true,
      disabled: true,
      tooltip: 'You’ve reached the pause limit; this option is no longer available.',
    });
  });

  it('hides pausing when cancelled or paused', () => {
    expect(pauseControl({ ...active, isCancelled: true }).visible).toBe(false);
    expect(pauseControl({ ...active, isPaused: true, hasUsedPause: true }).visible).toBe(false);
  });

  it('disables cancelling while paused', () => {
    expect(cancelControl({ ...active, isPaused: true }).tooltip).toBe(
      'Your subscription is paused. To cancel, please resume your subscription first.',
    );
    expect(cancelControl(active).disabled).toBe(false);
    expect(cancelControl({ ...active, isCancelled: true }).tooltip).toBe('Your Subscription is Cancelled');
  });

  it('blocks plan changes while cancelled or paused', () => {
    expect(changePlanControl({ ...active, isCancelled: true }).disabled).toBe(true);
    expect(changePlanControl({ ...active, isPaused: true }).tooltip).toBe(
      'Please resume your subscription on the Subscription Plan page if you want to change your plan',
    );
    expect(changePlanControl(active).disabled).toBe(false);
  });

  it('blocks changing the number of users when cancelled, unpaid trial or deactivated', () => {
    const owner = {
      isOwner: true,
      isWhiteLabelUser: false,
      isCancelled: false,
      state: 'active',
      hasPaidPlan: true,
    } as const;
    expect(changeUsersControl(owner).disabled).toBe(false);
    expect(changeUsersControl({ ...owner, isCancelled: true }).tooltip).toBe(
      'Please resume your subscription to change the number of users on your team',
    );
    expect(changeUsersControl({ ...owner, state: 'trial', hasPaidPlan: false }).tooltip).toBe(
      'Please subscribe to change the number of users on your team',
    );
    expect(changeUsersControl({ ...owner, state: 'deactivated', hasPaidPlan: false }).disabled).toBe(true);
    expect(changeUsersControl({ ...owner, isOwner: false }).visible).toBe(false);
    expect(changeUsersControl({ ...owner, isWhiteLabelUser: true }).visible).toBe(false);
  });
});

describe('cancel flow (spec 2 §4)', () => {
  it('offers the discount when one exists and no cancel coupon was applied', () => {
    expect(cancelFlowDecision({ discount: { percent_off: 30 }, isCancelCouponApplied: false })).toBe(
      'offerDiscount',
    );
    expect(cancelFlowDecision({ discount: { percent_off: 30 }, isCancelCouponApplied: true })).toBe(
      'cancelDirectly',
    );
    expect(cancelFlowDecision({ discount: null, isCancelCouponApplied: false })).toBe('cancelDirectly');
  });

  it('requires details unless the reason is Cost', () => {
    expect(isCancelDetailsRequired('Cost')).toBe(false);
    expect(isCancelDetailsRequired('Technical Issues')).toBe(true);
  });
});

describe('current plan page (spec 2 §2, §6)', () => {
  it('hides the next invoice for deactivated, trial and free', () => {
    expect(isNextInvoiceVisible('deactivated')).toBe(false);
    expect(isNextInvoiceVisible('trial')).toBe(false);
    expect(isNextInvoiceVisible('free')).toBe(false);
    expect(isNextInvoiceVisible('active')).toBe(true);
  });

  it('shows the seat card for business, agency and enterprise to team managers', () => {
    for (const plan of ['business', 'agency', 'enterprise'] as const) {
      expect(isSeatCardVisible({ plan, canManageTeam: true })).toBe(true);
    }
    expect(isSeatCardVisible({ plan: 'teams', canManageTeam: true })).toBe(false);
    expect(isSeatCardVisible({ plan: 'agency', canManageTeam: false })).toBe(false);
  });
});

describe('error mapping (spec 2 §5, §8)', () => {
  it('maps Invalid value for to the vat field', () => {
    expect(subscriptionErrorTarget('Invalid value for tax_id')).toEqual({
      field: 'vat',
      message: 'Please add a valid Tax ID Number',
    });
  });

  it('maps promo code errors', () => {
    expect(subscriptionErrorTarget('invalid-promo-code').message).toBe('Please enter valid Promo Code.');
    expect(subscriptionErrorTarget('inactive-promo-code').message).toBe(
      'This Promo Code has expired or been deactivated.',
    );
  });

  it('shows other messages on the payment method field', () => {
    expect(subscriptionErrorTarget('Card expired')).toEqual({
      field: 'paymentMethod',
      message: 'Card expired',
    });
  });

  it('handles the outstanding-invoice pause error only inside the billing flow', () => {
    expect(
      pauseErrorDisplay({ message: 'outstanding_invoice_requires_action', inBillingFlow: true }),
    ).toEqual({
      kind: 'outstandingInvoices',
      message: billingTexts.outstandingInvoices,
    });
    expect(
      pauseErrorDisplay({ message: 'outstanding_invoice_requires_action', inBillingFlow: false }),
    ).toEqual({ kind: 'none' });
    expect(pauseErrorDisplay({ message: 'boom', inBillingFlow: false })).toEqual({
      kind: 'toast',
      message: 'boom',
    });
  });
});

describe('payment success and renewal (spec 2 §2, §8)', () => {
  it('builds yes/no query flags', () => {
    expect(paymentSuccessQuery({ planUpgrade: true })).toBe(
      'seatsUpgrade=no&planUpgrade=yes&planRenewal=no&newCustomer=no',
    );
  });

  it('reminds owners when the subscription ends in 0 to under 7 days', () => {
    const now = 1_700_000_000;
    const day = 86_400;
    expect(isRenewalReminderDue({ isOwner: true, endsAtSeconds: now, nowSeconds: now })).toBe(true);
    expect(isRenewalReminderDue({ isOwner: true, endsAtSeconds: now + 7 * day - 1, nowSeconds: now })).toBe(
      true,
    );
    expect(isRenewalReminderDue({ isOwner: true, endsAtSeconds: now + 7 * day, nowSeconds: now })).toBe(
      false,
    );
    expect(isRenewalReminderDue({ isOwner: true, endsAtSeconds: now - 1, nowSeconds: now })).toBe(false);
    expect(isRenewalReminderDue({ isOwner: false, endsAtSeconds: now + day, nowSeconds: now })).toBe(false);
  });
});
