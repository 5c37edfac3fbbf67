import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { featureTier } from '../../plans/features.ts';
import {
  defaultStep,
  delayUnits,
  messageStepName,
  stepDelayMs,
  stepFeatureKey,
  stepFeatureLevel,
  stepTypes,
  stepTypesByCategory,
} from './sequence.ts';

describe('spec 3 §3 sequence step types and units', () => {
  it('lists the twelve display names and two delay units', () => {
    expect(stepTypes).toEqual([
      'LI View',
      'LI Connect',
      'LI Message',
      'Chained messages',
      'InMail Message',
      'Email',
      'Twitter DM',
      'Twitter Follow',
      'Group Message',
      'Event Message',
      'Invite to event',
      'Invite to company',
    ]);
    expect(delayUnits).toEqual(['day(s)', 'hour(s)']);
  });

  it('names message steps First, Second, Third, Fourth Message', () => {
    expect([0, 1, 2, 3].map(messageStepName)).toEqual([
      'First Message',
      'Second Message',
      'Third Message',
      'Fourth Message',
    ]);
    expect(messageStepName(10)).toBe('11th Message');
  });

  it('offers only known step types per category', () => {
    for (const types of Object.values(stepTypesByCategory)) {
      for (const t of types) expect(stepTypes).toContain(t);
    }
  });
});

describe('spec 3 §4 sequence step defaults', () => {
  it('delays the first step 0 and later ones 1, in days', () => {
    expect(defaultStep('LI View', 0)).toMatchObject({ delay_time_unit: 'day(s)', delay_number: 0 });
    expect(defaultStep('LI View', 1)).toMatchObject({ delay_time_unit: 'day(s)', delay_number: 1 });
    fc.assert(
      fc.property(fc.constantFrom(...stepTypes), fc.integer({ min: 1, max: 100 }), (type, i) => {
        const s = defaultStep(type, i);
        expect(s.type).toBe(type);
        expect(s.delay_number).toBe(1);
        expect(defaultStep(type, 0).delay_number).toBe(0);
      }),
    );
  });

  it('defaults endorsement and post counts to 1', () => {
    expect(defaultStep('LI View', 0)).toMatchObject({ endorsements_count: 1, posts_count: 1 });
  });

  it('starts chained messages with two', () => {
    expect(defaultStep('Chained messages', 1).chainedMessages).toEqual([{ message: '' }, { message: '' }]);
  });
});

describe('spec 3 §6 step plan levels', () => {
  it('InMail, group and event steps are premium; chained messages are team', () => {
    expect(stepFeatureLevel('InMail Message')).toBe('premium');
    expect(stepFeatureLevel('Group Message')).toBe('premium');
    expect(stepFeatureLevel('Event Message')).toBe('premium');
    expect(stepFeatureLevel('Invite to company')).toBe('premium');
    expect(stepFeatureLevel('Chained messages')).toBe('team');
    expect(stepFeatureLevel('LI Connect')).toBe('basic');
  });

  it('names the plan feature each gated step needs, on the tier its level says', () => {
    expect(stepFeatureKey('Chained messages')).toBe('chainedMessages');
    expect(stepFeatureKey('InMail Message')).toBe('inMail');
    expect(stepFeatureKey('Group Message')).toBe('groupSteps');
    expect(stepFeatureKey('Event Message')).toBe('eventSteps');
    expect(stepFeatureKey('Invite to event')).toBe('eventSteps');
    expect(stepFeatureKey('Invite to company')).toBe('companyCampaign');
    for (const t of stepTypes) {
      const key = stepFeatureKey(t);
      if (key === null) expect(stepFeatureLevel(t)).toBe('basic');
      else expect(featureTier[key]).toBe(stepFeatureLevel(t));
    }
  });
});

describe('step delay', () => {
  it('converts days and hours to milliseconds', () => {
    expect(stepDelayMs({ delay_number: 1, delay_time_unit: 'day(s)' })).toBe(86_400_000);
    expect(stepDelayMs({ delay_number: 3, delay_time_unit: 'hour(s)' })).toBe(10_800_000);
  });
});
