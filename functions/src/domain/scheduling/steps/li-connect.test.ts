import { defaultStep, type SequenceStep } from '@outreach/shared/rules/outreach/sequence';
import { describe, expect, it } from 'vitest';
import { followUpStepIndex, isFollowUpDue, planConnect } from './li-connect.ts';

const base = { campaignId: 'c', leadId: 'l', stepIndex: 1, profileUrl: 'https://www.linkedin.com/in/x/' };
const fill = (t: string | undefined) => (t ?? '').replace('{{first_name}}', 'Ada');
const connect = (extra: Partial<SequenceStep>): SequenceStep => ({
  ...defaultStep('LI Connect', 1),
  ...extra,
});

describe('LI Connect step', () => {
  it('invites with the note cut to 280 and view first when asked', () => {
    const plan = planConnect(
      connect({ message: `Hi {{first_name}} ${'x'.repeat(400)}`, view: true }),
      {},
      base,
      fill,
    );
    expect(plan.type).toBe('connect');
    if (plan.type !== 'connect') return;
    expect(plan.payload.note).toHaveLength(280);
    expect(plan.payload.note?.startsWith('Hi Ada ')).toBe(true);
    expect(plan.payload.viewFirst).toBe(true);
  });

  it('without a note or view first, the payload carries neither', () => {
    const plan = planConnect(connect({}), {}, base, fill);
    expect(plan).toEqual({ type: 'connect', payload: base });
  });

  it('once accepted, the same step sends the follow-up (placeholders filled)', () => {
    const step = connect({ connect_followup: true, followup_message: 'Thanks, {{first_name}}!' });
    expect(planConnect(step, { actions: ['connect requested', 'connected'] }, base, fill)).toEqual({
      type: 'message',
      payload: { ...base, text: 'Thanks, Ada!', followUp: true },
    });
    // Not accepted yet, or no text: the invite.
    expect(planConnect(step, { actions: ['connect requested'] }, base, fill).type).toBe('connect');
    expect(
      isFollowUpDue(connect({ connect_followup: true, followup_message: '  ' }), { actions: ['connected'] }),
    ).toBe(false);
  });

  it('on acceptance, the Connect step before the waiting one runs again only when it has a follow-up', () => {
    const seq = [
      defaultStep('LI View', 0),
      connect({ connect_followup: true, followup_message: 'Thanks' }),
      defaultStep('LI Message', 2),
    ];
    expect(followUpStepIndex(seq, 2)).toBe(1);
    expect(followUpStepIndex([seq[0], connect({}), seq[2]], 2)).toBeNull();
    expect(followUpStepIndex(seq, 0)).toBeNull();
  });
});
