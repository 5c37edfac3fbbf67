import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planNames } from './catalogue.ts';
import {
  enabledFeatureSet,
  featureKeys,
  featuresFor,
  isFeatureEnabled,
  minSeatsFor,
  planFeatures,
  upgradeHintFor,
  upgradeHints,
} from './features.ts';

describe('feature table (spec 1 §1)', () => {
  it('maps about 60 features, each unique', () => {
    expect(featureKeys.length).toBeGreaterThanOrEqual(55);
    expect(featureKeys.length).toBeLessThanOrEqual(70);
    expect(new Set(featureKeys).size).toBe(featureKeys.length);
  });

  it('opens inbox, tags, connections, leads, greetings and lead finder to every plan, free included', () => {
    for (const plan of planNames) {
      for (const key of ['inbox', 'tags', 'connections', 'leads', 'greetings', 'leadFinder'] as const) {
        expect(planFeatures[plan].has(key)).toBe(true);
      }
    }
  });

  const premium = [
    'zapier',
    'webhooks',
    'SMTPIntegration',
    'postScheduling',
    'trends',
    'templateLibrary',
    'inMail',
    'groupSteps',
    'eventSteps',
    'attachments',
    'salesNavigatorUrl',
    'companyCampaign',
    'adCampaign',
    'newsletterCampaign',
    'postCampaign',
    'notifications',
  ] as const;

  it('gives premium features to pro and up, not to free, basic, starter, personal or individual', () => {
    for (const key of premium) {
      for (const plan of ['pro', 'business', 'enterprise', 'agency', 'teams', 'trial'] as const) {
        expect(planFeatures[plan].has(key), `${plan}.${key}`).toBe(true);
      }
      for (const plan of ['free', 'basic', 'starter', 'personal', 'individual'] as const) {
        expect(planFeatures[plan].has(key), `${plan}.${key}`).toBe(false);
      }
    }
  });

  it('gives team-level features to teams, enterprise and agency only (some also business and trial)', () => {
    const team = [
      'whiteLabel',
      'exportTeamStats',
      'teamGroups',
      'teamGroup',
      'chainedMessages',
      'teamTemplates',
      'sequenceTeamTemplates',
      'impersonation',
      'teamSettings',
    ] as const;
    for (const key of team) {
      for (const plan of ['teams', 'enterprise', 'agency'] as const)
        expect(planFeatures[plan].has(key)).toBe(true);
      for (const plan of ['free', 'basic', 'pro', 'starter', 'personal', 'individual'] as const) {
        expect(planFeatures[plan].has(key)).toBe(false);
      }
    }
    expect(planFeatures.business.has('impersonation')).toBe(true);
    expect(planFeatures.business.has('whiteLabel')).toBe(false);
    expect(planFeatures.trial.has('teamStats')).toBe(true);
  });

  it('includes every key the page gates read (spec 1 §6)', () => {
    for (const key of [
      'teamStats',
      'teamGroups',
      'teamGroup',
      'manageTeam',
      'teamSettings',
      'integrations',
      'SMTPIntegration',
    ]) {
      expect(featureKeys).toContain(key);
    }
  });

  it('is monotone: a plan in a higher tier never loses a feature of free', () => {
    for (const plan of planNames) {
      for (const key of planFeatures.free) expect(planFeatures[plan].has(key)).toBe(true);
    }
  });
});

describe('minimum seats (spec 1 §1, spec 2 §6)', () => {
  it('needs 5 seats for white label on teams by default: 4 refused, 5 allowed', () => {
    expect(isFeatureEnabled('whiteLabel', { plan: 'teams', seats: 4 })).toBe(false);
    expect(isFeatureEnabled('whiteLabel', { plan: 'teams', seats: 5 })).toBe(true);
  });

  it('takes the per-white-label minimum', () => {
    expect(minSeatsFor('whiteLabel', { plan: 'teams', whiteLabelMinSeats: 3 })).toBe(3);
    expect(isFeatureEnabled('whiteLabel', { plan: 'teams', seats: 3, whiteLabelMinSeats: 3 })).toBe(true);
    expect(isFeatureEnabled('whiteLabel', { plan: 'teams', seats: 7, whiteLabelMinSeats: 8 })).toBe(false);
  });

  it('needs no extra seats for white label on agency or enterprise', () => {
    expect(minSeatsFor('whiteLabel', { plan: 'agency' })).toBe(0);
    expect(isFeatureEnabled('whiteLabel', { plan: 'enterprise', seats: 1 })).toBe(true);
  });

  it('resolves an empty plan like a trial resolution (business under 11 seats, else agency)', () => {
    expect(isFeatureEnabled('whiteLabel', { plan: null, seats: 10 })).toBe(false);
    expect(isFeatureEnabled('whiteLabel', { plan: null, seats: 11 })).toBe(true);
  });

  it('never enables a feature the plan lacks, whatever the seats', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...planNames),
        fc.constantFrom(...featureKeys),
        fc.nat(300),
        (plan, key, seats) => {
          return !isFeatureEnabled(key, { plan, seats }) || planFeatures[plan].has(key);
        },
      ),
    );
  });
});

describe('featuresFor (GET /me/features)', () => {
  it('answers every key with uniqueKey and enabled', () => {
    const flags = featuresFor({ plan: 'free', seats: 1 });
    expect(flags).toHaveLength(featureKeys.length);
    expect(flags.find((f) => f.uniqueKey === 'inbox')).toEqual({ uniqueKey: 'inbox', enabled: true });
    expect(flags.find((f) => f.uniqueKey === 'zapier')).toEqual({ uniqueKey: 'zapier', enabled: false });
    expect(enabledFeatureSet(flags).has('inbox')).toBe(true);
  });
});

describe('upgrade hints (spec 1 §1)', () => {
  it('uses the spec texts word for word', () => {
    expect(upgradeHints.anyPlan).toBe('Unlock this feature by upgrading to one of our plans.');
    expect(upgradeHintFor('trends')).toBe(
      'Experience the full potential of this feature by upgrading to one of our Premium plans.',
    );
    expect(upgradeHintFor('whiteLabel')).toBe(
      'Upgrade to our Team plan for exclusive benefits, and advanced features like this one.',
    );
    expect(upgradeHintFor('chainedMessages')).toBe(upgradeHints.team);
    expect(upgradeHintFor('inbox')).toBeNull();
  });
});
