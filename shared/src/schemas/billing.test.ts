import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cancelFormToRequest,
  seatsSchema,
  ZBillingInformation,
  ZCancelForm,
  ZCreateSubscriptionRequest,
  ZPauseForm,
  ZSubscriptionForm,
} from './billing.ts';

const msgs = (r: { error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('billing information (spec 2 §5)', () => {
  it('needs a company of at most 350 characters', () => {
    expect(msgs(ZBillingInformation.safeParse({ company: '' }))).toEqual(['Please add a company name']);
    expect(ZBillingInformation.safeParse({ company: 'x'.repeat(350) }).success).toBe(true);
    expect(msgs(ZBillingInformation.safeParse({ company: 'x'.repeat(351) }))).toEqual([
      'Company name must be at most 350 characters',
    ]);
  });

  it('needs a tax number when a type is chosen, and clears it with the type', () => {
    expect(msgs(ZBillingInformation.safeParse({ company: 'Acme', vatType: 'eu_vat', vat: '' }))).toEqual([
      'Please add a tax ID number',
    ]);
    expect(ZBillingInformation.parse({ company: 'Acme', vatType: 'eu_vat', vat: 'DE123' }).vat).toBe('DE123');
    expect(ZBillingInformation.parse({ company: 'Acme', vatType: '', vat: 'DE123' })).toMatchObject({
      vatType: null,
      vat: null,
    });
  });
});

describe('subscription form (spec 2 §5)', () => {
  const ok = {
    plan: 'pro',
    billingType: 'annual',
    currency: 'usd',
    seats: 1,
    phone: '+1 555 0100',
    company: 'Acme',
    acceptTerms: true,
    acceptNoRefund: true,
  };

  it('needs both checkboxes', () => {
    expect(ZSubscriptionForm.safeParse(ok).success).toBe(true);
    expect(ZSubscriptionForm.safeParse({ ...ok, acceptTerms: false }).success).toBe(false);
    expect(ZSubscriptionForm.safeParse({ ...ok, acceptNoRefund: undefined }).success).toBe(false);
  });

  it('needs phone and company', () => {
    expect(msgs(ZSubscriptionForm.safeParse({ ...ok, phone: '' }))).toEqual(['Please add a phone number']);
    expect(msgs(ZSubscriptionForm.safeParse({ ...ok, company: ' ' }))).toEqual(['Please add a company name']);
  });

  it('clears an empty promo code', () => {
    expect(ZSubscriptionForm.parse({ ...ok, promoCode: '  ' }).promoCode).toBeUndefined();
    expect(ZSubscriptionForm.parse({ ...ok, promoCode: 'SAVE10' }).promoCode).toBe('SAVE10');
  });

  it('refuses trial and free as the bought plan; needs the payment method on the request', () => {
    expect(ZSubscriptionForm.safeParse({ ...ok, plan: 'trial' }).success).toBe(false);
    const { acceptTerms: _a, acceptNoRefund: _b, ...req } = ok;
    expect(ZCreateSubscriptionRequest.safeParse(req).success).toBe(false);
    expect(ZCreateSubscriptionRequest.safeParse({ ...req, paymentMethod: 'pm_1' }).success).toBe(true);
  });
});

describe('seats (spec 2 §5)', () => {
  it('uses the min, max and team-count messages', () => {
    const agency = seatsSchema({ plan: 'agency', teamCount: 3 });
    expect(msgs(agency.safeParse(9))).toEqual(['You need to have at least 10 seat(s) for this plan.']);
    expect(agency.safeParse(10).success).toBe(true);
    expect(msgs(agency.safeParse(251))).toEqual([
      "You've reached the maximum limit of 250 seats. Please contact customer support for assistance.",
    ]);
    const business = seatsSchema({ plan: 'business', teamCount: 11 });
    expect(msgs(business.safeParse(10))).toEqual(['Minimum limit of seats is exceeded...']);
    expect(business.safeParse(11).success).toBe(true);
  });
});

describe('cancel form (spec 2 §5)', () => {
  const checked = { confirmAccessEnds: true, confirmDataLoss: true };

  it('needs 20 characters after trimming: 19 refused, 20 accepted', () => {
    const r19 = ZCancelForm.safeParse({
      ...checked,
      reason: 'Technical Issues',
      value: `   ${'x'.repeat(19)}   `,
    });
    expect(msgs(r19)).toEqual(['Provide more information (at least 20 characters).']);
    const r20 = ZCancelForm.safeParse({
      ...checked,
      reason: 'Technical Issues',
      value: `   ${'x'.repeat(20)}   `,
    });
    expect(r20.success).toBe(true);
    expect(r20.data?.value).toBe('x'.repeat(20));
  });

  it('makes details optional for Cost', () => {
    expect(ZCancelForm.safeParse({ ...checked, reason: 'Cost' }).success).toBe(true);
  });

  it('needs a reason and both checkboxes', () => {
    expect(ZCancelForm.safeParse({ ...checked, value: 'x'.repeat(20) }).success).toBe(false);
    expect(ZCancelForm.safeParse({ confirmAccessEnds: true, reason: 'Cost' }).success).toBe(false);
  });

  it('decides on the trimmed length for every reason', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'Cost',
          'Difficulty of use',
          'Missing Functionality',
          'Using Other Product',
          'Technical Issues',
          'Something else',
        ),
        fc.string({ maxLength: 40 }),
        (reason, value) => {
          const ok = ZCancelForm.safeParse({ ...checked, reason, value }).success;
          return ok === (reason === 'Cost' || value.trim().length >= 20);
        },
      ),
    );
  });

  it('maps the form to the cancel call', () => {
    expect(cancelFormToRequest({ reason: 'Cost', value: ' ' })).toEqual({
      reasons: ['Cost'],
      tellUsMore: '',
    });
  });
});

describe('pause form (spec 2 §5)', () => {
  const ok = {
    confirmPause: true,
    confirmOnce: true,
    period: 30,
    reason: 'Changed jobs',
    description: 'New role',
  };

  it('needs both checkboxes, reason, period and description', () => {
    expect(ZPauseForm.safeParse(ok).success).toBe(true);
    expect(ZPauseForm.safeParse({ ...ok, confirmOnce: false }).success).toBe(false);
    expect(msgs(ZPauseForm.safeParse({ ...ok, description: '  ' }))).toEqual(['Please add a description']);
    expect(msgs(ZPauseForm.safeParse({ ...ok, reason: '' }))).toEqual(['Please choose a reason']);
    expect(msgs(ZPauseForm.safeParse({ ...ok, period: undefined }))).toEqual(['Please choose a period']);
    expect(ZPauseForm.safeParse({ ...ok, period: 45 }).success).toBe(false);
  });
});
