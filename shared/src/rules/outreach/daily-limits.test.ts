import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dailyCounterKey,
  dailyLimitKeys,
  defaultDailyLimits,
  effectiveDailyLimits,
  maxDailyLimits,
  remainingToday,
  stepLimitKey,
  ZDailyLimits,
} from './daily-limits.ts';
import { stepTypes } from './sequence.ts';

describe('daily limits (OURS; spec names the setting, not the numbers)', () => {
  it('defaults invites 20, messages 50, views 80', () => {
    expect(defaultDailyLimits).toMatchObject({ invites: 20, messages: 50, views: 80 });
  });
  it('keeps every default within its maximum, invites at most 100 (linkedin-facts)', () => {
    for (const k of dailyLimitKeys) expect(defaultDailyLimits[k]).toBeLessThanOrEqual(maxDailyLimits[k]);
    expect(maxDailyLimits.invites).toBe(100);
  });
  it('maps every step type to a limit', () => {
    for (const t of stepTypes) expect(dailyLimitKeys).toContain(stepLimitKey[t]);
  });
  it('applies overrides within 0..max', () => {
    const l = effectiveDailyLimits({ invites: 500, messages: -3, views: 42 });
    expect(l.invites).toBe(100);
    expect(l.messages).toBe(0);
    expect(l.views).toBe(42);
    expect(l.emails).toBe(defaultDailyLimits.emails);
  });
  it('validates settings at the edges', () => {
    expect(ZDailyLimits.safeParse({ invites: 100 }).success).toBe(true);
    const r = ZDailyLimits.safeParse({ invites: 101 });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe('Daily limit must be between 0 and 100');
  });
  it('never goes below zero remaining (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...dailyLimitKeys), fc.integer({ min: -10, max: 1000 }), (k, done) => {
        const r = remainingToday(defaultDailyLimits, k, done);
        expect(r).toBeGreaterThanOrEqual(0);
        expect(r).toBeLessThanOrEqual(defaultDailyLimits[k]);
      }),
    );
  });
  it("counts per the user's local day", () => {
    expect(dailyCounterKey(Date.UTC(2025, 0, 1, 5), 'America/Los_Angeles')).toBe('2024-12-31');
    expect(dailyCounterKey(Date.UTC(2025, 0, 1, 5), 'Europe/Berlin')).toBe('2025-01-01');
  });
});
