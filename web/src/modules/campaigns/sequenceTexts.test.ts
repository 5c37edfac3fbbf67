import { defaultStep } from '@outreach/shared/rules/outreach/sequence';
import { describe, expect, it } from 'vitest';
import { delayText, stepTitle } from './sequenceTexts.ts';

describe('stepTitle', () => {
  it('numbers message steps and names the others', () => {
    const steps = [
      defaultStep('LI View', 0),
      defaultStep('LI Connect', 1),
      defaultStep('LI Message', 2),
      defaultStep('LI Message', 3),
    ];
    expect(steps.map((_, i) => stepTitle(steps, i))).toEqual([
      'View profile',
      'Connection request',
      'First Message',
      'Second Message',
    ]);
  });
});

describe('delayText', () => {
  it('reads delays', () => {
    expect(delayText({ delay_number: 0, delay_time_unit: 'day(s)' })).toBe('right away');
    expect(delayText({ delay_number: 1, delay_time_unit: 'day(s)' })).toBe('1 day');
    expect(delayText({ delay_number: 3, delay_time_unit: 'hour(s)' })).toBe('3 hours');
  });
});
