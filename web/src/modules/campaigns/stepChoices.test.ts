import { stepNotInCategory } from '@outreach/shared/rules/outreach/sequence';
import { describe, expect, it } from 'vitest';
import { linkedInStepChoices } from './campaignForm.ts';
import { sequenceStepChoices } from './stepChoices.ts';

describe('sequenceStepChoices', () => {
  it('offers a multichannel campaign every step of its channels, LinkedIn, email and X', () => {
    expect(sequenceStepChoices('multichannel', { isWhiteLabelUser: false })).toEqual([
      ...linkedInStepChoices,
      'Email',
      'Twitter DM',
      'Twitter Follow',
    ]);
  });

  it('hides the X steps from white-label users', () => {
    const choices = sequenceStepChoices('multichannel', { isWhiteLabelUser: true });
    expect(choices).toContain('Email');
    expect(choices).not.toContain('Twitter DM');
    expect(choices).not.toContain('Twitter Follow');
  });

  it('offers each category only steps the server accepts for it', () => {
    for (const category of ['linkedin', 'inmail', 'email', 'twitter', 'multichannel'] as const) {
      const steps = sequenceStepChoices(category, { isWhiteLabelUser: false }).map((type) => ({ type }));
      expect(stepNotInCategory(category, steps)).toBeNull();
    }
    expect(sequenceStepChoices('twitter', { isWhiteLabelUser: false })).toEqual([
      'Twitter Follow',
      'Twitter DM',
    ]);
  });
});
