import { describe, expect, it } from 'vitest';
import { chainedOutcomeKind, planChainedMessages } from './chained-messages.ts';

const base = { campaignId: 'c', leadId: 'l', stepIndex: 2, profileUrl: 'https://www.linkedin.com/in/ada/' };
const fill = (t: string | undefined) => (t ?? '').replaceAll('{{first_name}}', 'Ada');

describe('Chained messages step', () => {
  it('plans one text per message, in order, placeholders filled, empty ones left out, each cut to 8,000', () => {
    const p = planChainedMessages(
      {
        type: 'Chained messages',
        delay_time_unit: 'day(s)',
        delay_number: 1,
        chainedMessages: [
          { message: 'Hi {{first_name}}' },
          { message: '   ' },
          { message: 'Second one' },
          { message: `${'x'.repeat(7995)}{{first_name}}{{first_name}}` },
        ],
      },
      base,
      fill,
    );
    expect(p.type).toBe('send-chained-messages');
    expect(p.payload.texts.slice(0, 2)).toEqual(['Hi Ada', 'Second one']);
    expect(p.payload.texts[2]).toHaveLength(8000);
    expect(p.payload).toMatchObject(base);
  });

  it('maps outcomes to activity kinds: sent (or found sent) advances, a missing profile drops', () => {
    expect(chainedOutcomeKind('sent')).toEqual({ kind: 'chained messages sent', next: 'advance' });
    expect(chainedOutcomeKind('already-sent')).toEqual({ kind: 'chained messages sent', next: 'advance' });
    expect(chainedOutcomeKind('not-connected')).toEqual({
      kind: 'unable to send chained messages',
      next: 'stop',
    });
    expect(chainedOutcomeKind(undefined)).toEqual({ kind: 'unable to send chained messages', next: 'stop' });
    expect(chainedOutcomeKind('not-found')).toBeNull();
  });
});
