import { inmailMessageMaxLength, inmailSubjectMaxLength } from '@outreach/shared/constants/outreach';
import type { SequenceStep } from '@outreach/shared/rules/outreach/sequence';
import type { ActionPayloads } from '../../bot/types.ts';

type Base = Omit<ActionPayloads['send-inmail'], 'subject' | 'text'>;

/**
 * What the bot does for an InMail Message step: the subject and text with the lead's placeholders
 * filled, cut to LinkedIn's 200 and 1,900 characters (a placeholder may lengthen a valid text).
 * LinkedIn requires a subject: an empty one is taken from the text's first line (ours).
 *
 * @example
 * planInMail({ type: 'InMail Message', subject: 'Hi {{first_name}}', message: 'Hello' }, base, fill).payload.subject // 'Hi Ada'
 */
export function planInMail(
  step: SequenceStep,
  base: Base,
  fill: (t: string | undefined) => string,
): { type: 'send-inmail'; payload: ActionPayloads['send-inmail'] } {
  const text = fill(step.message).trim().slice(0, inmailMessageMaxLength);
  const subject = fill(step.subject).trim() || (text.split('\n')[0] ?? '').trim();
  return {
    type: 'send-inmail',
    payload: { ...base, subject: subject.slice(0, inmailSubjectMaxLength), text },
  };
}

/** The activity kind and what happens to the lead for each outcome of an InMail (ours). */
export function inmailOutcomeKind(
  result: string | undefined,
): { kind: 'inmail sent' | 'inmail skipped' | 'unable to send inmail'; next: 'advance' | 'stop' } | null {
  switch (result) {
    case 'sent':
    case 'already-sent':
      return { kind: 'inmail sent', next: 'advance' };
    // A connection: no InMail, the sequence goes on (a later message step reaches them).
    case 'connected':
      return { kind: 'inmail skipped', next: 'advance' };
    case 'not-found':
      return null;
    default:
      return { kind: 'unable to send inmail', next: 'stop' };
  }
}
