import { describe, expect, it } from 'vitest';
import { inmailOutcomeKind, planInMail } from './inmail.ts';

const base = { campaignId: 'c', leadId: 'l', stepIndex: 1, profileUrl: 'https://www.linkedin.com/in/ada/' };
const fill = (t: string | undefined) => (t ?? '').replaceAll('{{first_name}}', 'Ada');

describe('InMail Message step', () => {
  it('fills placeholders in the subject and the text, and cuts them to 200 and 1,900', () => {
    const p = planInMail(
      {
        type: 'InMail Message',
        delay_time_unit: 'day(s)',
        delay_number: 0,
        subject: ' Hi {{first_name}} ',
        message: 'Hello {{first_name}}',
      },
      base,
      fill,
    );
    expect(p).toEqual({ type: 'send-inmail', payload: { ...base, subject: 'Hi Ada', text: 'Hello Ada' } });
    const long = planInMail(
      {
        type: 'InMail Message',
        delay_time_unit: 'day(s)',
        delay_number: 0,
        subject: '{{first_name}}'.repeat(20),
        message: `${'x'.repeat(1898)}{{first_name}}`,
      },
      base,
      fill,
    );
    expect(long.payload.subject.length).toBeLessThanOrEqual(200);
    expect(long.payload.text).toHaveLength(1900);
    const untitled = planInMail(
      {
        type: 'InMail Message',
        delay_time_unit: 'day(s)',
        delay_number: 0,
        subject: '',
        message: 'Hi {{first_name}}\nMore',
      },
      base,
      fill,
    );
    expect(untitled.payload.subject).toBe('Hi Ada');
  });

  it('maps outcomes to activity kinds: sent once, connections skipped, refusals stop the lead', () => {
    expect(inmailOutcomeKind('sent')).toEqual({ kind: 'inmail sent', next: 'advance' });
    expect(inmailOutcomeKind('already-sent')).toEqual({ kind: 'inmail sent', next: 'advance' });
    expect(inmailOutcomeKind('connected')).toEqual({ kind: 'inmail skipped', next: 'advance' });
    expect(inmailOutcomeKind('no-credits')).toEqual({ kind: 'unable to send inmail', next: 'stop' });
    expect(inmailOutcomeKind(undefined)).toEqual({ kind: 'unable to send inmail', next: 'stop' });
    expect(inmailOutcomeKind('not-found')).toBeNull();
  });
});
