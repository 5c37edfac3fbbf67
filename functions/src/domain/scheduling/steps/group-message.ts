import { inboxMessageMaxLength } from '@outreach/shared/constants/outreach';
import type { SequenceStep } from '@outreach/shared/rules/outreach/sequence';
import type { ActionPayloads } from '../../bot/types.ts';

type Base = Omit<ActionPayloads['send-group-message'], 'groupId' | 'text'>;

/**
 * What the bot does for a Group Message step: the text with the lead's placeholders filled (cut to
 * LinkedIn's 8,000 characters, a placeholder may lengthen a valid text), sent through the step's
 * group (`group_id`, the campaign's group in a group campaign). No group, no action.
 *
 * @example
 * planGroupMessage({ type: 'Group Message', group_id: '1234567', message: 'Hi {{first_name}}' }, base, fill)
 * // { type: 'send-group-message', payload: { ...base, groupId: '1234567', text: 'Hi Ada' } }
 */
export function planGroupMessage(
  step: SequenceStep,
  base: Base,
  fill: (t: string | undefined) => string,
): { type: 'send-group-message'; payload: ActionPayloads['send-group-message'] } | null {
  const groupId = step.group_id === null || step.group_id === undefined ? '' : String(step.group_id).trim();
  if (!groupId) return null;
  const text = fill(step.message).trim().slice(0, inboxMessageMaxLength);
  return { type: 'send-group-message', payload: { ...base, groupId, text } };
}

/** The activity kind and what happens to the lead for each outcome of a group message (ours). */
export function groupMessageOutcomeKind(
  result: string | undefined,
): { kind: 'group message sent' | 'unable to send group message'; next: 'advance' | 'stop' } | null {
  switch (result) {
    case 'sent':
    case 'already-sent':
      return { kind: 'group message sent', next: 'advance' };
    case 'not-found':
      return null;
    // Not (or no longer) both members, the monthly allowance used up, or refused: the lead stops.
    default:
      return { kind: 'unable to send group message', next: 'stop' };
  }
}
