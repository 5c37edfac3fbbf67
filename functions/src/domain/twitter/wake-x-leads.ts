import { CampaignEntity } from '../../data/entities/campaign.ts';
import { LeadEntity } from '../../data/entities/lead.ts';
import { XAccountWaitEntity } from '../../data/entities/x-account-wait.ts';
import type { Deps } from '../../ports/deps.ts';
import { type LeadRef, scheduleLeadStep } from '../scheduling/schedule-step.ts';
import type { XAccountKey } from './x-account-view.ts';

/** Notes that a lead's X step waits for its owner's X account (see wakeXLeads). */
export async function rememberXWait(
  deps: Deps,
  owner: XAccountKey,
  lead: Pick<LeadRef, 'campaignId' | 'leadId'>,
  step: { stepIndex: number; attempt: number },
) {
  await XAccountWaitEntity.put({
    ...owner,
    campaignId: lead.campaignId,
    leadId: lead.leadId,
    stepIndex: step.stepIndex,
    attempt: step.attempt,
    createdAt: deps.clock.now(),
  }).go();
}

/**
 * The owner's X account works again (reconnected): the leads whose X step waited for it run now
 * rather than at their next hourly look. A lead is woken only while it is still scheduled on the
 * step and attempt it waited on, in a running campaign; its later schedule then finds it moved on.
 * Answers how many leads were woken.
 */
export async function wakeXLeads(deps: Deps, owner: XAccountKey): Promise<number> {
  const { data } = await XAccountWaitEntity.query.byOwner(owner).go({ pages: 'all' });
  const now = deps.clock.now();
  let woken = 0;
  for (const w of data) {
    // Gone first: a woken step that must wait again notes itself anew.
    await XAccountWaitEntity.delete({ ...owner, campaignId: w.campaignId, leadId: w.leadId }).go();
    const [lead, campaign] = await Promise.all([
      LeadEntity.get({ teamId: owner.teamId, campaignId: w.campaignId, leadId: w.leadId }).go(),
      CampaignEntity.get({ teamId: owner.teamId, campaignId: w.campaignId }).go(),
    ]);
    const l = lead.data;
    const c = campaign.data;
    const running = c && !c.isRemoved && c.status === 'active' && c.runState === 'running';
    if (
      l &&
      running &&
      l.stage === 'scheduled' &&
      l.nextTouchIndex === w.stepIndex &&
      (l.stepAttempt ?? 0) === w.attempt &&
      (l.nextDueAt ?? 0) > now
    ) {
      const ref = {
        teamId: l.teamId,
        campaignId: l.campaignId,
        leadId: l.leadId,
        userId: l.userId,
        publicId: l.publicId,
      };
      await scheduleLeadStep(deps, ref, {
        stepIndex: w.stepIndex,
        attempt: w.attempt,
        at: now,
        running: true,
        jitter: false,
      });
      woken++;
    }
  }
  return woken;
}
