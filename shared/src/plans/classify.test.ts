import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planNames } from './catalogue.ts';
import { classifyPlanChange, needsDowngradeWarning } from './classify.ts';

describe('classifyPlanChange (spec 2 §4)', () => {
  it('counts upgrades from basic to business, agency, enterprise, pro and teams', () => {
    for (const to of ['business', 'agency', 'enterprise', 'pro', 'teams'] as const) {
      expect(classifyPlanChange({ from: 'basic', to, seats: 1 })).toBe('upgrade');
    }
  });

  it('counts upgrades from pro to agency, enterprise and teams only', () => {
    for (const to of ['agency', 'enterprise', 'teams'] as const) {
      expect(classifyPlanChange({ from: 'pro', to, seats: 1 })).toBe('upgrade');
    }
    expect(classifyPlanChange({ from: 'pro', to: 'business', seats: 1 })).toBe('change');
    expect(classifyPlanChange({ from: 'pro', to: 'basic', seats: 1 })).toBe('change');
  });

  it('resolves a trial or empty plan first (business under 11 seats, else agency)', () => {
    expect(classifyPlanChange({ from: 'trial', to: 'business', seats: 10 })).toBe('same');
    expect(classifyPlanChange({ from: 'trial', to: 'business', seats: 11 })).toBe('change');
    expect(classifyPlanChange({ from: null, to: 'agency', seats: 11 })).toBe('same');
  });

  it('is never an upgrade from plans other than basic and pro', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...planNames.filter((p) => p !== 'basic' && p !== 'pro' && p !== 'trial')),
        fc.constantFrom(...planNames.filter((p) => p !== 'trial')),
        (from, to) => classifyPlanChange({ from, to, seats: 1 }) !== 'upgrade',
      ),
    );
  });
});

describe('needsDowngradeWarning (spec 2 §4)', () => {
  it('warns to basic from agency, enterprise or teams', () => {
    for (const from of ['agency', 'enterprise', 'teams'] as const) {
      expect(needsDowngradeWarning({ from, to: 'basic' })).toBe(true);
    }
    expect(needsDowngradeWarning({ from: 'pro', to: 'basic' })).toBe(false);
    expect(needsDowngradeWarning({ from: 'business', to: 'basic' })).toBe(false);
  });

  it('warns between teams and agency, both ways', () => {
    expect(needsDowngradeWarning({ from: 'teams', to: 'agency' })).toBe(true);
    expect(needsDowngradeWarning({ from: 'agency', to: 'teams' })).toBe(true);
    expect(needsDowngradeWarning({ from: 'enterprise', to: 'teams' })).toBe(false);
  });
});
