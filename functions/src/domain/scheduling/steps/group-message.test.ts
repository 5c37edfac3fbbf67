import { describe, expect, it } from 'vitest';
import { groupMessageOutcomeKind, planGroupMessage } from './group-message.ts';

const base = { campaignId: 'c', leadId: 'l', stepIndex: 1, profileUrl: 'https://www.linkedin.com/in/ada/' };
const fill = (t: string | undefined) => (t ?? '').replaceAll('{{first_name}}', 'Ada');
const step = (over: object) => ({
  type: 'Group Message' as const,
  delay_time_unit: 'day(s)' as const,
  delay_number: 0,
  ...over,
});

describe('Group Message step', () => {
  it('fills placeholders, keeps the group id as text and cuts the text to 8,000', () => {
    expect(planGroupMessage(step({ group_id: 1234567, message: ' Hi {{first_name}} ' }), base, fill)).toEqual(
      {
        type: 'send-group-message',
        payload: { ...base, groupId: '1234567', text: 'Hi Ada' },
      },
    );
    const long = planGroupMessage(
      step({ group_id: '42', message: `{{first_name}}${'x'.repeat(7999)}` }),
      base,
      fill,
    );
    expect(long?.payload.text).toHaveLength(8000);
  });

  it('plans nothing without a group', () => {
    expect(planGroupMessage(step({ group_id: null, message: 'Hi' }), base, fill)).toBeNull();
    expect(planGroupMessage(step({ group_id: ' ', message: 'Hi' }), base, fill)).toBeNull();
  });

  it('maps outcomes: sent or found sent advance; not members, no allowance or a refusal stop', () => {
    expect(groupMessageOutcomeKind('sent')).toEqual({ kind: 'group message sent', next: 'advance' });
    expect(groupMessageOutcomeKind('already-sent')).toEqual({ kind: 'group message sent', next: 'advance' });
    for (const r of ['not-member', 'limit-reached', 'refused', 'failed', undefined])
      expect(groupMessageOutcomeKind(r)).toEqual({ kind: 'unable to send group message', next: 'stop' });
    expect(groupMessageOutcomeKind('not-found')).toBeNull();
  });
});
