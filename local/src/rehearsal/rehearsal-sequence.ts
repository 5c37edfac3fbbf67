// "Rehearse in the sandbox" (issue #9): which steps of a campaign's sequence a rehearsal runs. The
// report counts profile views, invitations and messages, so those three step types are rehearsed,
// with the campaign's own order, delays, options and texts; the other steps are named, not run.
import { type SequenceStep, stepDelayMs } from '@outreach/shared/rules/outreach/sequence';

const DAY_MS = 86_400_000;
const rehearsed = ['LI View', 'LI Connect', 'LI Message'] as const;

export interface RehearsalSequence {
  sequence: SequenceStep[];
  /** The types of the steps left out, in order. */
  left: string[];
  /** Days between acceptance and the message step (its delay, whole days, at least 0). */
  messageDelayDays: number;
  /** Which counted types the sequence can produce at all. */
  has: { view: boolean; invite: boolean; message: boolean };
}

/** The default rehearsal: View → Connect (note) → Message a day after acceptance. */
export const defaultRehearsalSequence: SequenceStep[] = [
  { type: 'LI View', delay_time_unit: 'day(s)', delay_number: 0 },
  {
    type: 'LI Connect',
    delay_time_unit: 'day(s)',
    delay_number: 0,
    message: 'Hi {{first_name}}, I would be glad to connect.',
  },
  {
    type: 'LI Message',
    delay_time_unit: 'day(s)',
    delay_number: 1,
    message: 'Thanks for connecting, {{first_name}}!',
  },
];

/**
 * The rehearsed part of a sequence, or null when none of its steps is rehearsed.
 *
 * @example
 * rehearsalSequence([{ type: 'LI View', … }, { type: 'Email', … }])?.left // ['Email']
 */
export function rehearsalSequence(steps: readonly SequenceStep[]): RehearsalSequence | null {
  const sequence = steps.filter((s) => (rehearsed as readonly string[]).includes(s.type));
  if (!sequence.length) return null;
  const left = steps.filter((s) => !sequence.includes(s)).map((s) => s.type);
  // The first step has no delay to wait: a rehearsal starts at once.
  sequence[0] = { ...sequence[0]!, delay_number: 0 };
  const message = sequence.find((s) => s.type === 'LI Message');
  const invite = sequence.some((s) => s.type === 'LI Connect');
  return {
    sequence,
    left,
    messageDelayDays: message ? Math.ceil(stepDelayMs(message) / DAY_MS) : 0,
    has: {
      view: sequence.some((s) => s.type === 'LI View'),
      invite,
      // A message goes to a connection: without an invitation in the run, none is expected.
      message: invite && Boolean(message),
    },
  };
}
