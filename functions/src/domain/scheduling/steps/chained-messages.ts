import { inboxMessageMaxLength } from '@outreach/shared/constants/outreach';
import type { SequenceStep } from '@outreach/shared/rules/outreach/sequence';
import type { ActionPayloads } from '../../bot/types.ts';

type Base = Omit<ActionPayloads['send-chained-messages'], 'texts'>;

/**
 * What the bot does for a Chained messages step: each message with the lead's placeholders filled,
 * cut to LinkedIn's 8,000 characters, sent as its own message in order (spec 3 §4). Empty messages
 * are left out (ours: the editor starts with two empty ones).
 *
 * @example
 * planChainedMessages({ type: 'Chained messages', chainedMessages: [{ message: 'Hi' }, { message: '' }] }, base, fill).payload.texts // ['Hi']
 */
export function planChainedMessages(
  step: SequenceStep,
  base: Base,
  fill: (t: string | undefined) => string,
): { type: 'send-chained-messages'; payload: ActionPayloads['send-chained-messages'] } {
  const texts = (step.chainedMessages ?? [])
    .map((m) => fill(m.message).trim().slice(0, inboxMessageMaxLength))
    .filter((t) => t.length > 0);
  return { type: 'send-chained-messages', payload: { ...base, texts } };
}

/** The activity kind and what happens to the lead for each outcome of a chain (ours). */
export function chainedOutcomeKind(
  result: string | undefined,
): { kind: 'chained messages sent' | 'unable to send chained messages'; next: 'advance' | 'stop' } | null {
  switch (result) {
    case 'sent':
    case 'already-sent':
      return { kind: 'chained messages sent', next: 'advance' };
    case 'not-found':
      return null;
    default:
      return { kind: 'unable to send chained messages', next: 'stop' };
  }
}
