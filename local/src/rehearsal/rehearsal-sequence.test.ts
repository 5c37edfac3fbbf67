import type { SequenceStep } from '@outreach/shared/rules/outreach/sequence';
import { describe, expect, it } from 'vitest';
import { defaultRehearsalSequence, rehearsalSequence } from './rehearsal-sequence.ts';

const step = (type: string, delay = 1, unit: 'day(s)' | 'hour(s)' = 'day(s)') =>
  ({ type, delay_time_unit: unit, delay_number: delay }) as SequenceStep;

describe('the rehearsed part of a sequence', () => {
  it('keeps the default sequence as it is', () => {
    const r = rehearsalSequence(defaultRehearsalSequence)!;
    expect(r.sequence).toEqual(defaultRehearsalSequence);
    expect(r).toMatchObject({
      left: [],
      messageDelayDays: 1,
      has: { view: true, invite: true, message: true },
    });
  });

  it('runs views, invitations and messages and names the other steps', () => {
    const r = rehearsalSequence([
      step('LI View', 2),
      step('InMail Message'),
      step('LI Connect'),
      step('Email'),
    ])!;
    expect(r.sequence.map((s) => s.type)).toEqual(['LI View', 'LI Connect']);
    expect(r.sequence[0]!.delay_number).toBe(0);
    expect(r.left).toEqual(['InMail Message', 'Email']);
    expect(r.has).toEqual({ view: true, invite: true, message: false });
  });

  it('rounds a message delay in hours up to whole days', () => {
    expect(
      rehearsalSequence([step('LI Connect', 0), step('LI Message', 30, 'hour(s)')])!.messageDelayDays,
    ).toBe(2);
  });

  it('has nothing to rehearse without a LinkedIn view, invitation or message', () => {
    expect(rehearsalSequence([step('Email'), step('Twitter DM')])).toBeNull();
  });
});
