import { nextAllowedInstant, type ScheduledHours } from '@outreach/shared/rules/outreach/work-hours';
import type { Deps } from '../../../ports/deps.ts';
import { type LeadRef, scheduleLeadStep } from '../schedule-step.ts';
import type { StepMessage } from '../step-messages.ts';

/**
 * A lead over one of the sender's caps waits, as scheduled, for the first work-hours instant after
 * the cap frees (not the next work day over and over): the same step and attempt, so no action twice.
 */
export async function waitForCap(
  deps: Deps,
  ref: LeadRef,
  msg: Pick<StepMessage, 'stepIndex' | 'attempt'>,
  until: number,
  hours: readonly ScheduledHours[],
  timezone: string,
): Promise<'limit-reached'> {
  const at = nextAllowedInstant(hours, timezone, until) ?? until + 86_400_000;
  await scheduleLeadStep(deps, ref, { stepIndex: msg.stepIndex, attempt: msg.attempt, at, running: true });
  return 'limit-reached';
}
