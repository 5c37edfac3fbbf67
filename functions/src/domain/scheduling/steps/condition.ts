// Issue #9: a Condition step (shared/rules/outreach/branches.ts) when it fires.
import {
  type Branch,
  branchTarget,
  branchToken,
  type ConditionKind,
  conditionLabels,
  decideCondition,
  isCondition,
} from '@outreach/shared/rules/outreach/branches';
import { type SequenceStep, stepDelayMs } from '@outreach/shared/rules/outreach/sequence';
import type { EntityItem } from 'electrodb';
import { isConditionFailure } from '../../../data/condition-failure.ts';
import type { CampaignEntity } from '../../../data/entities/campaign.ts';
import { LeadEntity } from '../../../data/entities/lead.ts';
import type { Deps } from '../../../ports/deps.ts';
import { bump, note } from '../../campaigns/apply-bot-outcome.ts';
import type { CampaignRow } from '../../campaigns/campaign-view.ts';
import { emitCampaignFinishedIfDone } from '../../webhooks/emit-campaign-finished.ts';
import { ensureNetworkSync, fireAt, type LeadRef } from '../schedule-step.ts';
import { type StepMessage, stillDueFor } from '../step-messages.ts';

type Lead = EntityItem<typeof LeadEntity>;
type Campaign = EntityItem<typeof CampaignEntity>;
type ConditionStep = SequenceStep & { condition?: ConditionKind; within_days?: number; yes_steps?: number };

/** The activity kinds of a taken branch. */
export const branchActivityKind = { yes: 'took yes path', no: 'took no path' } as const;

/** The Condition step at a lead's current index, when it waits on one of `kinds`. */
export function waitingCondition(
  sequence: readonly SequenceStep[],
  lead: Pick<Lead, 'stage' | 'nextTouchIndex'>,
): ConditionStep | null {
  if (lead.stage !== 'scheduled') return null;
  const step = sequence[lead.nextTouchIndex] as ConditionStep | undefined;
  return isCondition(step) ? (step as ConditionStep) : null;
}

/**
 * Looks at a lead's condition: met → the YES path, not met by its deadline (`within_days` after the
 * lead reached the condition) → the NO path, otherwise the same step again at the next check. Every
 * move is a conditional write on the lead still being due for this very message, so a redelivered or
 * concurrent delivery moves it once; the branch taken is kept on the lead (`branches`) and in its
 * activity ("took yes path"/"took no path", message: the condition).
 */
export async function runConditionStep(
  deps: Deps,
  x: { msg: StepMessage; lead: Lead; campaign: Campaign; sequence: SequenceStep[]; ref: LeadRef },
): Promise<'waiting' | 'dispatched' | 'finished' | 'duplicate'> {
  const { msg, lead, sequence, ref } = x;
  const step = sequence[msg.stepIndex] as ConditionStep;
  const now = deps.clock.now();
  const key = { teamId: lead.teamId, campaignId: lead.campaignId, leadId: lead.leadId };
  const since = lead.waitIndex === msg.stepIndex && lead.waitSince !== undefined ? lead.waitSince : now;
  const decision = decideCondition(
    step,
    { connectedAt: lead.connectedAt, repliedAt: lead.repliedAt, openedAt: lead.openedAt },
    since,
    now,
  );
  const claim = async (set: Partial<Lead>) => {
    try {
      await LeadEntity.patch(key)
        .set({ userId: ref.userId, publicId: lead.publicId, updatedAt: now, ...set })
        .where(stillDueFor(msg))
        .go();
      return true;
    } catch (e) {
      if (isConditionFailure(e)) return false;
      throw e;
    }
  };
  if ('wait' in decision) {
    const attempt = msg.attempt + 1;
    const ok = await claim({
      stage: 'scheduled',
      stepAttempt: attempt,
      nextDueAt: decision.wait,
      waitIndex: msg.stepIndex,
      waitSince: since,
    });
    if (!ok) return 'duplicate';
    await fireAt(deps, ref, msg.stepIndex, attempt, decision.wait);
    // Acceptances and replies come with the account's network sync: keep it going while leads wait.
    // The lead's stage is 'scheduled', which the sync tick does not count as waiting: `keep` syncs anyway.
    if (step.condition !== 'opened')
      await ensureNetworkSync(deps, { teamId: ref.teamId, userId: ref.userId }, { keep: true });
    return 'waiting';
  }
  return takeBranch(deps, { ...x, step, branch: decision.take, now, claim });
}

async function takeBranch(
  deps: Deps,
  x: {
    msg: StepMessage;
    lead: Lead;
    campaign: Campaign;
    sequence: SequenceStep[];
    ref: LeadRef;
    step: ConditionStep;
    branch: Branch;
    now: number;
    claim: (set: Partial<Lead>) => Promise<boolean>;
  },
) {
  const { msg, lead, sequence, ref, branch, now } = x;
  const c = x.campaign as CampaignRow;
  const target = branchTarget(sequence, msg.stepIndex, branch);
  const branches = [...new Set([...(lead.branches ?? []), branchToken(msg.stepIndex, branch)])];
  const next = sequence[target];
  const due = next ? now + stepDelayMs(next) : now;
  const ok = await x.claim(
    next
      ? { stage: 'scheduled', nextTouchIndex: target, stepAttempt: 0, nextDueAt: due, branches }
      : { stage: 'done', nextTouchIndex: target, branches },
  );
  if (!ok) return 'duplicate';
  await note(deps, c, { ...lead, branches }, branchActivityKind[branch], {
    touchIndex: msg.stepIndex,
    message: `${conditionLabels[x.step.condition ?? 'replied']} within ${x.step.within_days ?? 1} day(s)`,
    activityId: `branch#${lead.leadId}#${msg.stepIndex}`,
  });
  if (next) {
    await fireAt(deps, ref, target, 0, due);
    return 'dispatched';
  }
  await bump(deps, c, { finishedLeadsCount: 1 });
  await emitCampaignFinishedIfDone(deps, c.teamId, c.campaignId);
  return 'finished';
}
