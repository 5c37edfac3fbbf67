import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leadFinderPlans } from '../rules/outreach/lead-finder.ts';
import { planKeyOf, planNames, resolveEffectivePlan, visiblePlanCards } from './catalogue.ts';

describe('plan names (spec 2 §3)', () => {
  it('lists the eleven plans', () => {
    expect([...planNames].sort()).toEqual([
      'agency',
      'basic',
      'business',
      'enterprise',
      'free',
      'individual',
      'personal',
      'pro',
      'starter',
      'teams',
      'trial',
    ]);
  });

  it('keeps business v1 and v2 as separate keys; v3 is business', () => {
    expect(planKeyOf({ plan: 'business', planVersion: 'v1' })).toBe('business_v1');
    expect(planKeyOf({ plan: 'business', planVersion: 'v2' })).toBe('business_v2');
    expect(planKeyOf({ plan: 'business', planVersion: 'v3' })).toBe('business');
    expect(planKeyOf({ plan: 'pro', planVersion: 'v1' })).toBe('pro');
  });

  it('has lead-finder limits for every plan (spec 1 §9, kept in rules/outreach/lead-finder.ts)', () => {
    expect([...leadFinderPlans].sort()).toEqual([...planNames].sort());
  });
});

describe('resolveEffectivePlan (spec 1 §9, spec 2 §4)', () => {
  it('resolves trial and empty plans to business under 11 seats, else agency', () => {
    expect(resolveEffectivePlan({ plan: 'trial', seats: 10 })).toBe('business');
    expect(resolveEffectivePlan({ plan: 'trial', seats: 11 })).toBe('agency');
    expect(resolveEffectivePlan({ plan: null, seats: 10 })).toBe('business');
    expect(resolveEffectivePlan({ plan: '', seats: 11 })).toBe('agency');
    expect(resolveEffectivePlan({ plan: undefined, seats: 0 })).toBe('business');
  });

  it('keeps every other plan whatever the seats', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...planNames.filter((p) => p !== 'trial')),
        fc.integer({ min: 0, max: 1000 }),
        (plan, seats) => resolveEffectivePlan({ plan, seats }) === plan,
      ),
    );
  });
});

describe('visiblePlanCards (spec 2 §2)', () => {
  it('always shows basic, pro and teams', () => {
    expect(visiblePlanCards('trial')).toEqual(['basic', 'pro', 'teams']);
    expect(visiblePlanCards(null)).toEqual(['basic', 'pro', 'teams']);
  });

  it('shows starter, personal, individual, business, enterprise and agency only when current', () => {
    for (const plan of ['starter', 'personal', 'individual', 'business', 'enterprise', 'agency'] as const) {
      expect(visiblePlanCards(plan)).toContain(plan);
      expect(visiblePlanCards(plan)).toHaveLength(4);
    }
  });
});
