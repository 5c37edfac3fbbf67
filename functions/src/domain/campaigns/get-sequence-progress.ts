import type { SequenceStep } from '@outreach/shared/rules/outreach/sequence';
import { LeadEntity } from '../../data/entities/lead.ts';
import type { Deps } from '../../ports/deps.ts';
import { loadCampaign } from './campaign-view.ts';

/**
 * GET /campaigns/{id}/sequence-progress (spec 3 §7; shape OURS): per step, how many leads wait on
 * it, are on it now (its bot action in flight) and have passed it.
 */
export async function getSequenceProgress(deps: Deps, teamId: string, id: string) {
  const c = await loadCampaign(deps, teamId, id);
  const sequence = ((c.touchSequence as { sequence?: SequenceStep[] })?.sequence ?? []) as SequenceStep[];
  const { data } = await LeadEntity.query
    .byCampaign({ teamId, campaignId: id })
    .go({ pages: 'all', attributes: ['stage', 'nextTouchIndex', 'status'] });
  const steps = sequence.map((s, index) => ({ index, type: s.type, waiting: 0, inProgress: 0, done: 0 }));
  let ignored = 0;
  for (const l of data) {
    if (l.status !== 'approved') {
      ignored++;
      continue;
    }
    const at = Math.min(l.nextTouchIndex, steps.length);
    for (let i = 0; i < at; i++) steps[i].done++;
    const step = steps[at];
    if (!step) continue;
    // An invite awaiting acceptance already points at the step it waits for.
    if (l.stage === 'scheduled' || l.stage === 'awaiting-accept') step.waiting++;
    else if (l.stage === 'in-flight') step.inProgress++;
  }
  return { id, leadsCount: data.length, ignored, steps };
}
