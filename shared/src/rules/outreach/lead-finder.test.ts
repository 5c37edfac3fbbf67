import { describe, expect, it } from 'vitest';
import {
  isLeadFinderLimited,
  leadFinderLimitModal,
  leadFinderPageSizeOptions,
  leadFinderPlan,
  leadFinderResultsCap,
  leadFinderSearchLimit,
} from './lead-finder.ts';

describe('spec 3 §6 lead finder limits', () => {
  it('caps results at 50 / 100 / 500', () => {
    for (const p of ['free', 'trial', 'basic', 'starter', 'individual', 'personal'] as const) {
      expect(leadFinderResultsCap[p]).toBe(50);
    }
    expect(leadFinderResultsCap.pro).toBe(100);
    expect(leadFinderResultsCap.business).toBe(100);
    for (const p of ['enterprise', 'agency', 'teams'] as const) expect(leadFinderResultsCap[p]).toBe(500);
  });
  it('limits searches at 50 / 1000 / 5000 / 10000', () => {
    expect([leadFinderSearchLimit.free, leadFinderSearchLimit.trial, leadFinderSearchLimit.starter]).toEqual([
      50, 50, 50,
    ]);
    expect([
      leadFinderSearchLimit.basic,
      leadFinderSearchLimit.individual,
      leadFinderSearchLimit.personal,
    ]).toEqual([1000, 1000, 1000]);
    expect([leadFinderSearchLimit.pro, leadFinderSearchLimit.business]).toEqual([5000, 5000]);
    expect([
      leadFinderSearchLimit.enterprise,
      leadFinderSearchLimit.agency,
      leadFinderSearchLimit.teams,
    ]).toEqual([10000, 10000, 10000]);
  });
  it('shows upgrade for limited plans and lifetime deals, waitlist for the top tiers', () => {
    expect(isLeadFinderLimited('starter')).toBe(true);
    expect(isLeadFinderLimited('agency')).toBe(false);
    expect(isLeadFinderLimited('agency', true)).toBe(true);
    expect(leadFinderLimitModal('personal')).toBe('upgrade');
    expect(leadFinderLimitModal('teams')).toBe('waitlist');
    expect(leadFinderLimitModal('teams', { waitlistCompleted: true })).toBe('waitlist-completed');
    expect(leadFinderPlan('Mystery')).toBe('free');
  });
  it('§5: disables per-page options above 50 on a limited plan, with the tooltip', () => {
    const opts = leadFinderPageSizeOptions(true);
    expect(opts.find((o) => o.value === 50)).toEqual({ value: 50, disabled: false, tooltip: null });
    expect(opts.find((o) => o.value === 100)).toEqual({
      value: 100,
      disabled: true,
      tooltip: "You're seeing a limited set. Upgrade your subscription plan for full access.",
    });
    expect(leadFinderPageSizeOptions(false).every((o) => !o.disabled)).toBe(true);
  });
});
