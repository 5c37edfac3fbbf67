import type { SequenceStep } from '@outreach/shared/rules/outreach/sequence';
import { CampaignEntity } from '../../data/entities/campaign.ts';
import type { Deps } from '../../ports/deps.ts';
import { loadCampaign } from '../campaigns/campaign-view.ts';
import { fireAt } from '../scheduling/schedule-step.ts';
import { recordActivities } from '../stats/record-activity.ts';
import { updateLeadCounted } from './lead-type-counts.ts';
import { leadsByUrns } from './leads-by-urns.ts';

/**
 * PATCH /leads/campaign/{id}/return {entityUrns}: puts leads back into the sequence at the step they
 * had reached (spec 3 §4): an ignored lead becomes approved again, a replied lead continues its
 * sequence. Each is marked returned and gets a 'returned to campaign' activity. Answers `{ returned }`.
 */
export async function returnLeads(deps: Deps, teamId: string, campaignId: string, entityUrns: string[]) {
  const c = await loadCampaign(deps, teamId, campaignId);
  const leads = await leadsByUrns(deps, teamId, campaignId, entityUrns);
  const sequence = ((c.touchSequence as { sequence?: SequenceStep[] })?.sequence ?? []) as SequenceStep[];
  const running = c.status === 'active' && c.runState === 'running';
  const now = deps.clock.now();
  let returned = 0;
  let unignored = 0;
  const rows = [];
  for (const l of leads) {
    let wasIgnored = false;
    let changed = false;
    const w = await updateLeadCounted(deps, l, (cur) => {
      wasIgnored = cur.status !== 'approved' && cur.status !== 'pending';
      // In flight: the bot is on it; returning it now could send a step twice.
      changed =
        (wasIgnored || cur.stage === 'replied' || cur.stage === 'done' || cur.stage === 'messaged') &&
        cur.stage !== 'in-flight';
      if (!changed) return { updatedAt: now };
      const more = cur.nextTouchIndex < sequence.length;
      return {
        status: 'approved',
        stage: more ? 'scheduled' : 'done',
        stepAttempt: (cur.stepAttempt ?? 0) + 1,
        nextDueAt: now,
        isReturnToCampaign: true,
        userId: cur.userId,
        publicId: cur.publicId,
        actions: [...new Set([...(cur.actions ?? []), 'returned to campaign'])],
        lastAction: 'returned to campaign',
        lastActionAt: now,
        updatedAt: now,
      };
    });
    if (!changed) continue;
    returned++;
    if (wasIgnored) unignored++;
    if (w.stage === 'scheduled' && running) {
      const ref = { teamId, campaignId, leadId: w.leadId, userId: w.userId, publicId: w.publicId };
      await fireAt(deps, ref, w.nextTouchIndex, w.stepAttempt ?? 0, now);
    }
    rows.push({
      teamId,
      userId: c.userId,
      campaignId,
      campaignName: c.name,
      leadId: w.leadId,
      kind: 'returned to campaign',
      person: w.person,
    });
  }
  if (unignored > 0)
    await CampaignEntity.patch({ teamId, campaignId }).add({ ignoredLeadsCount: -unignored }).go();
  await recordActivities(deps, rows);
  return { returned };
}
