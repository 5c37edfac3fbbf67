import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bounceRate, conversionRate, emailOpenRate, formatRate, percent, replyRate } from './rates.ts';

describe('spec 3 §9 rates', () => {
  it('reply rate = replies / outreach messages sent, percent with one decimal', () => {
    expect(replyRate(1, 3)).toBe(33.3);
    expect(replyRate(2, 3)).toBe(66.7);
    expect(replyRate(1, 8)).toBe(12.5);
    expect(replyRate(0, 10)).toBe(0);
    expect(replyRate(5, 0)).toBe(0);
    expect(replyRate(10, 10)).toBe(100);
  });

  it('conversion = connected / invites sent; open = first opened / first sent; bounce = bounced / sent', () => {
    expect(conversionRate(20, 80)).toBe(25);
    expect(emailOpenRate(3, 7)).toBe(42.9);
    expect(bounceRate(1, 1000)).toBe(0.1);
    expect(bounceRate(1, 2001)).toBe(0); // 0.049…% rounds to 0.0
  });

  it('formats with one decimal', () => {
    expect(formatRate(12)).toBe('12.0%');
    expect(formatRate(replyRate(1, 3))).toBe('33.3%');
  });

  it('stays within 0..100 with at most one decimal when part ≤ whole (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), (a, b) => {
        const [part, whole] = a <= b ? [a, b] : [b, a];
        const r = percent(part, whole);
        expect(r).toBeGreaterThanOrEqual(0);
        expect(r).toBeLessThanOrEqual(100);
        expect(Math.abs(r * 10 - Math.round(r * 10))).toBeLessThan(1e-9);
        expect(Math.abs(r - (part / whole) * 100)).toBeLessThanOrEqual(0.05 + 1e-9);
      }),
    );
  });
});
