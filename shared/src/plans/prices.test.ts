import { describe, expect, it } from 'vitest';
import { billingTypes, currencies } from './catalogue.ts';
import {
  formatMinorUnits,
  invoiceAmountDisplay,
  newPriceFor,
  planPriceInfo,
  planPrices,
  priceFor,
  toMinorUnits,
} from './prices.ts';

describe('USD price table (spec 2 §9)', () => {
  it.each([
    ['starter', [39, 29, 29, null]],
    ['personal', [59, 49, 49, null]],
    ['individual', [59, 49, null, 39]],
    ['basic', [59, 49, null, 59]],
    ['pro', [99, 79, null, 99]],
    ['business', [99, 79, null, 59]],
    ['enterprise', [69, 49, 49, 29.9]],
    ['agency', [79, 59, null, 49]],
    ['teams', [79, 59, null, 79]],
  ] as const)('%s monthly/quarterly/semestrial/annual', (plan, row) => {
    expect(billingTypes.map((billingType) => priceFor({ plan, billingType, currency: 'usd' }))).toEqual(row);
  });

  it('has new annual prices: basic 29 (Get 6 Months Free), pro 49, teams 39 (2 users included)', () => {
    expect(newPriceFor({ plan: 'basic', billingType: 'annual', currency: 'usd' })).toEqual({
      price: 29,
      label: 'Get 6 Months Free',
    });
    expect(newPriceFor({ plan: 'pro', billingType: 'annual', currency: 'usd' })?.price).toBe(49);
    expect(newPriceFor({ plan: 'teams', billingType: 'annual', currency: 'usd' })).toEqual({
      price: 39,
      description: '2 users included',
    });
    expect(newPriceFor({ plan: 'pro', billingType: 'monthly', currency: 'usd' })).toBeNull();
  });

  it('has no price for trial and free', () => {
    expect(priceFor({ plan: 'trial', billingType: 'monthly', currency: 'usd' })).toBeNull();
    expect(priceFor({ plan: 'free', billingType: 'annual', currency: 'eur' })).toBeNull();
  });

  it('EUR and GBP (ours) are lower than USD wherever USD has a price, and missing where USD is', () => {
    for (const currency of currencies.filter((c) => c !== 'usd')) {
      for (const [plan, row] of Object.entries(planPrices.usd)) {
        for (const type of billingTypes) {
          const usd = row[type];
          const other = planPrices[currency][plan as keyof typeof planPrices.usd][type];
          if (usd === null) expect(other).toBeNull();
          else expect(other).toBeLessThan(usd);
        }
      }
    }
  });
});

describe('money display (spec 2 §3, §9)', () => {
  it('multiplies prices by 100 into minor units', () => {
    expect(toMinorUnits(29.9)).toBe(2990);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
  });

  it('divides invoice minor units by 100', () => {
    expect(formatMinorUnits(2990, 'usd')).toBe('$29.90');
    expect(formatMinorUnits(1, 'gbp')).toBe('£0.01');
    expect(formatMinorUnits(0, 'eur')).toBe('€0.00');
    expect(invoiceAmountDisplay({ amount_due: 4900, currency: 'usd' })).toBe('$49.00');
    expect(invoiceAmountDisplay({ amount_due: 4900, currency: 'EUR' })).toBe('€49.00');
    expect(invoiceAmountDisplay({ amount_due: 1234, currency: 'chf' })).toBe('12.34 CHF');
  });
});

describe('planPriceInfo (ours: min seats at the per-user price)', () => {
  it('prices agency monthly at 10 minimum seats', () => {
    expect(planPriceInfo({ plan: 'agency', billingType: 'monthly', currency: 'usd' })).toEqual({
      minSeats: 10,
      initialSeatsPrice: 790,
      extraSeatPrice: 79,
    });
  });

  it('is null without a price', () => {
    expect(planPriceInfo({ plan: 'starter', billingType: 'annual', currency: 'usd' })).toBeNull();
  });

  it('uses business seats for business v1', () => {
    expect(planPriceInfo({ plan: 'business_v1', billingType: 'annual', currency: 'usd' })?.minSeats).toBe(1);
  });
});
