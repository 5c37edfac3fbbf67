import { nextAllowedInstant, type ScheduledHours } from '@outreach/shared/rules/outreach/work-hours';
import { addDays, localDate, splitIsoDate, zonedToInstant } from '@outreach/shared/rules/outreach/zoned-time';
import { LeadEntity } from '../../data/entities/lead.ts';
import type { Deps } from '../../ports/deps.ts';
import {
  jitterMs,
  type StepMessage,
  SYNC_INTERVAL_MS,
  type SyncMessage,
  scheduleName,
} from './step-messages.ts';

export interface LeadRef {
  teamId: string;
  campaignId: string;
  leadId: string;
  userId: string;
  /** With userId, the composite of the lead's person and stage indexes (written with the stage). */
  publicId: string;
}

/**
 * Puts a lead on step `stepIndex`, due at `at` plus its jitter: stores the due time on the lead and,
 * when the campaign runs, creates the schedule that fires it into the `steps` queue.
 */
export async function scheduleLeadStep(
  deps: Deps,
  lead: LeadRef,
  step: { stepIndex: number; attempt?: number; at: number; running: boolean; jitter?: boolean },
): Promise<number> {
  const attempt = step.attempt ?? 0;
  const due =
    step.jitter === false ? step.at : step.at + jitterMs(`${lead.leadId}#${step.stepIndex}#${attempt}`);
  await LeadEntity.patch({ teamId: lead.teamId, campaignId: lead.campaignId, leadId: lead.leadId })
    .set({
      userId: lead.userId,
      publicId: lead.publicId,
      stage: 'scheduled',
      nextTouchIndex: step.stepIndex,
      stepAttempt: attempt,
      nextDueAt: due,
      updatedAt: deps.clock.now(),
    })
    .go();
  if (step.running) await fireAt(deps, lead, step.stepIndex, attempt, due);
  return due;
}

/** Creates the schedule of a lead's step (named by its due time; the same call twice keeps one). */
export async function fireAt(deps: Deps, lead: LeadRef, stepIndex: number, attempt: number, at: number) {
  const body: StepMessage = {
    kind: 'step',
    teamId: lead.teamId,
    campaignId: lead.campaignId,
    leadId: lead.leadId,
    stepIndex,
    attempt,
  };
  await deps.scheduler.schedule({
    name: scheduleName('st', lead.teamId, lead.campaignId, lead.leadId, stepIndex, attempt, at),
    at,
    queue: 'steps',
    body,
  });
}

/** The first work-hours instant of the next local day (null when no day has hours). */
export function nextDayWindowStart(
  hours: readonly ScheduledHours[],
  tz: string,
  nowMs: number,
): number | null {
  const { year, month, day } = splitIsoDate(addDays(localDate(nowMs, tz), 1));
  const midnight = zonedToInstant({ year, month, day, hour: 0, minute: 0 }, tz);
  return nextAllowedInstant(hours, tz, midnight);
}

/**
 * Makes sure the account's network is synced at the next sync bucket. Idempotent by name, so every
 * sent invite or message may call it; the tick itself schedules the following one while needed.
 */
export async function ensureNetworkSync(
  deps: Deps,
  acc: { teamId: string; userId: string },
  opts: { keep?: boolean } = {},
) {
  const bucket = Math.floor(deps.clock.now() / SYNC_INTERVAL_MS) + 1;
  await scheduleSync(deps, acc, bucket, opts.keep);
}

export async function scheduleSync(
  deps: Deps,
  acc: { teamId: string; userId: string },
  bucket: number,
  keep?: boolean,
) {
  const body: SyncMessage = { kind: 'sync', teamId: acc.teamId, userId: acc.userId, bucket };
  if (keep) body.keep = true;
  await deps.scheduler.schedule({
    name: keep
      ? scheduleName('sy', acc.teamId, acc.userId, bucket, 'keep')
      : scheduleName('sy', acc.teamId, acc.userId, bucket),
    at: bucket * SYNC_INTERVAL_MS + jitterMs(`${acc.userId}#sync`, 15 * 60_000),
    queue: 'steps',
    body,
  });
}
