import { branchToken, isCondition, onRoute } from '@outreach/shared/rules/outreach/branches';
import type { SequenceStep } from '@outreach/shared/rules/outreach/sequence';
import { LeadEntity } from '../../data/entities/lead.ts';
import type { Deps } from '../../ports/deps.ts';
import { loadCampaign } from './campaign-view.ts';

/**
 * GET /campaigns/{id}/sequence-progress (spec 3 §7; shape OURS): per step, how many leads wait on
 * it, are on it now (its bot action in flight) and have passed it; a Condition step (issue #9) also
 * how many took its YES and its NO path. A step on a path a lead did not take is not passed by it.
 */
export async function getSequenceProgress(deps: Deps, teamId: string, id: string) {
  const c = await loadCampaign(deps, teamId, id);
  const sequence = ((c.touchSequence as { sequence?: SequenceStep[] })?.sequence ?? []) as SequenceStep[];
  const { data } = await LeadEntity.query
    .byCampaign({ teamId, campaignId: id })
    .go({ pages: 'all', attributes: ['stage', 'nextTouchIndex', 'status', 'branches'] });
  type StepProgress = {
    index: number;
    type: string;
    waiting: number;
    inProgress: number;
    done: number;
    yes?: number;
    no?: number;
  };
  const steps: StepProgress[] = sequence.map((s, index) => ({
    index,
    type: s.type as string,
    waiting: 0,
    inProgress: 0,
    done: 0,
    ...(isCondition(s) ? { yes: 0, no: 0 } : {}),
  }));
  const branched = sequence.some(isCondition);
  // Which steps lie on a route, per set of taken branches (few distinct sets, many leads).
  const routes = new Map<string, boolean[]>();
  const routeOf = (taken: string[]) => {
    const k = taken.join(',');
    let r = routes.get(k);
    if (!r) {
      r = sequence.map((_, i) => onRoute(sequence, i, taken));
      routes.set(k, r);
    }
    return r;
  };
  let ignored = 0;
  for (const l of data) {
    if (l.status !== 'approved') {
      ignored++;
      continue;
    }
    const at = Math.min(l.nextTouchIndex, steps.length);
    const taken = l.branches ?? [];
    const route = branched ? routeOf(taken) : null;
    for (let i = 0; i < at; i++) if (!route || route[i]) steps[i].done++;
    for (const st of steps) {
      if (st.yes === undefined) continue;
      if (taken.includes(branchToken(st.index, 'yes'))) st.yes += 1;
      else if (taken.includes(branchToken(st.index, 'no'))) st.no = (st.no ?? 0) + 1;
    }
    const step = steps[at];
    if (!step) continue;
    // An invite awaiting acceptance already points at the step it waits for.
    if (l.stage === 'scheduled' || l.stage === 'awaiting-accept') step.waiting++;
    else if (l.stage === 'in-flight') step.inProgress++;
  }
  return { id, leadsCount: data.length, ignored, steps };
}
