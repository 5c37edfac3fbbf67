import { connectMessageMaxLength } from '@outreach/shared/constants/outreach';
import type { SequenceStep } from '@outreach/shared/rules/outreach/sequence';
import type { ActionPayloads } from '../../bot/types.ts';

type Base = ActionPayloads['connect'];
type Planned =
  | { type: 'connect'; payload: ActionPayloads['connect'] }
  | { type: 'message'; payload: ActionPayloads['message'] };

/**
 * Whether an LI Connect step's follow-up is due: the step asks for one (connect_followup with a
 * text) and the lead accepted the invite this step sent (spec 3 §3, §5: the follow-up has no limit
 * but the inbox's 8,000).
 *
 * @example
 * isFollowUpDue({ type: 'LI Connect', connect_followup: true, followup_message: 'Thanks!' }, { actions: ['connected'] }) // true
 */
export function isFollowUpDue(
  step: Partial<SequenceStep>,
  lead: { actions?: readonly string[] | null },
): boolean {
  return (
    step.type === 'LI Connect' &&
    !!step.connect_followup &&
    !!step.followup_message?.trim() &&
    (lead.actions ?? []).includes('connected')
  );
}

/**
 * The index of the Connect step whose follow-up goes out when the invite is accepted, given the
 * step the lead waits on (the one after the Connect), or null.
 *
 * @example
 * followUpStepIndex([{ type: 'LI Connect', connect_followup: true, followup_message: 'Hi' }], 1) // 0
 */
export function followUpStepIndex(
  sequence: readonly Partial<SequenceStep>[],
  waitingOn: number,
): number | null {
  const i = waitingOn - 1;
  const s = sequence[i];
  return s && isFollowUpDue(s, { actions: ['connected'] }) ? i : null;
}

/**
 * What the bot does for an LI Connect step: the invite (note cut to 280, view first), or once the
 * invite was accepted, the follow-up message (run as the same step again, see apply-bot-outcome).
 */
export function planConnect(
  step: SequenceStep,
  lead: { actions?: readonly string[] | null },
  base: Omit<Base, 'note' | 'viewFirst'>,
  fill: (t: string | undefined) => string,
): Planned {
  if (isFollowUpDue(step, lead))
    return { type: 'message', payload: { ...base, text: fill(step.followup_message), followUp: true } };
  const note = fill(step.message).slice(0, connectMessageMaxLength);
  return {
    type: 'connect',
    payload: { ...base, ...(note ? { note } : {}), ...(step.view ? { viewFirst: true } : {}) },
  };
}
