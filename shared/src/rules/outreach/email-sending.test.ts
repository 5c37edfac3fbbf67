import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leadEmailAddress, warmupDailyLimit } from './email-sending.ts';

const DAY = 86_400_000;

describe('warm-up ramp', () => {
  it('starts at 20 a day, adds 10 a day, and never passes the user limit', () => {
    expect(warmupDailyLimit(100, 0)).toBe(20);
    expect(warmupDailyLimit(100, DAY - 1)).toBe(20);
    expect(warmupDailyLimit(100, 3 * DAY)).toBe(50);
    expect(warmupDailyLimit(100, 30 * DAY)).toBe(100);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 400 * DAY }), (limit, age) => {
        const v = warmupDailyLimit(limit, age);
        return v <= limit && v >= 0 && warmupDailyLimit(limit, age + DAY) >= v;
      }),
    );
  });
});

describe('leadEmailAddress', () => {
  it('takes the person email, then the CSV email columns, lower-cased; null without a valid one', () => {
    expect(leadEmailAddress({ email: 'Ada@Example.com' }, { csv_email: 'x@y.z' })).toBe('ada@example.com');
    expect(leadEmailAddress({}, { csv_emailaddress: 'grace@navy.example' })).toBe('grace@navy.example');
    expect(leadEmailAddress({ email: 'not an email' }, {})).toBeNull();
    expect(leadEmailAddress(null, null)).toBeNull();
  });
});
