import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addInterval, couponApplies, couponDiscount, prorate } from './billing-math.ts';

const utc = (y: number, m: number, d: number) => Date.UTC(y, m, d) / 1000;

describe('billing periods', () => {
  it('adds calendar months in UTC, clamping to the end of a shorter month', () => {
    expect(addInterval(utc(2026, 0, 31), 'month', 1)).toBe(utc(2026, 1, 28));
    expect(addInterval(utc(2028, 0, 31), 'month', 1)).toBe(utc(2028, 1, 29));
    expect(addInterval(utc(2026, 11, 30), 'month', 3)).toBe(utc(2027, 2, 30));
    expect(addInterval(utc(2026, 11, 30), 'year', 1)).toBe(utc(2027, 11, 30));
    expect(addInterval(utc(2026, 7, 31), 'month', 6)).toBe(utc(2027, 1, 28));
  });
});

describe('proration (Stripe semantics)', () => {
  it('credits the unused part of the old price and charges the rest of the period on the new one', () => {
    expect(
      prorate({
        periodStart: 0,
        periodEnd: 100,
        at: 50,
        oldAmount: 1000,
        newAmount: 3000,
        intervalChanged: false,
      }),
    ).toEqual({ credit: -500, charge: 1500, periodStart: 0, periodEnd: 100 });
  });

  it('bills the new period in full from the change when the interval changes', () => {
    expect(
      prorate({
        periodStart: 0,
        periodEnd: 100,
        at: 25,
        oldAmount: 1000,
        newAmount: 9000,
        intervalChanged: true,
      }),
    ).toEqual({ credit: -750, charge: 9000, periodStart: 25, periodEnd: null });
  });

  it('never credits more than was paid nor charges more than the new period costs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 40_000_000 }),
        fc.integer({ min: -1_000, max: 41_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (start, length, offset, oldAmount, newAmount) => {
          const r = prorate({
            periodStart: start,
            periodEnd: start + length,
            at: start + offset,
            oldAmount,
            newAmount,
            intervalChanged: false,
          });
          expect(-r.credit).toBeGreaterThanOrEqual(0);
          expect(-r.credit).toBeLessThanOrEqual(oldAmount);
          expect(r.charge).toBeLessThanOrEqual(newAmount);
          // Same price, same quantity: the change costs nothing (up to rounding).
          const same = prorate({
            periodStart: start,
            periodEnd: start + length,
            at: start + offset,
            oldAmount,
            newAmount: oldAmount,
            intervalChanged: false,
          });
          expect(same.credit + same.charge).toBe(0);
        },
      ),
    );
  });
});

describe('coupons', () => {
  it('takes percent or amount off, never more than the amount', () => {
    expect(couponDiscount({ percent_off: 30, amount_off: null }, 4900)).toBe(1470);
    expect(couponDiscount({ percent_off: null, amount_off: 10_000 }, 4900)).toBe(4900);
    expect(couponDiscount({ percent_off: 50, amount_off: null }, -100)).toBe(0);
  });

  it('applies once, for some months, or forever', () => {
    const start = utc(2026, 11, 30);
    expect(
      couponApplies(
        { duration: 'once', duration_in_months: null },
        { start, at: start, firstInvoice: false },
      ),
    ).toBe(false);
    expect(
      couponApplies(
        { duration: 'repeating', duration_in_months: 3 },
        { start, at: utc(2027, 2, 29), firstInvoice: false },
      ),
    ).toBe(true);
    expect(
      couponApplies(
        { duration: 'repeating', duration_in_months: 3 },
        { start, at: utc(2027, 2, 30), firstInvoice: false },
      ),
    ).toBe(false);
    expect(
      couponApplies(
        { duration: 'forever', duration_in_months: null },
        { start, at: utc(2040, 0, 1), firstInvoice: false },
      ),
    ).toBe(true);
  });
});
