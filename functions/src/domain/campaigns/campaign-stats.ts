import {
  activityActionFilterLabels,
  activityFilterOf,
  type LeadActionKind,
} from '@outreach/shared/rules/outreach/activity';
import { chartDays } from '@outreach/shared/rules/outreach/dashboard';
import { percent } from '@outreach/shared/rules/outreach/rates';
import { localDate } from '@outreach/shared/rules/outreach/zoned-time';
import { ActivityCountEntity } from '../../data/entities/activity-count.ts';
import { LeadEntity } from '../../data/entities/lead.ts';
import type { Deps } from '../../ports/deps.ts';
import { loadOutreachSettings } from '../settings/load-settings.ts';
import { bucketOf } from '../stats/activity-buckets.ts';
import { activityCounts, sumKinds } from '../stats/activity-counts.ts';
import type { CampaignMap } from '../stats/activity-view.ts';
import { activityItems, readActivityPage } from '../stats/list-activity.ts';
import { campaignView, loadCampaign } from './campaign-view.ts';

/** GET /campaigns/{id}: the campaign, with its ignored count when asked (spec 3 §7 countIgnoredLeads). */
export async function getCampaign(deps: Deps, teamId: string, id: string) {
  return campaignView(await loadCampaign(deps, teamId, id));
}

/**
 * GET /campaigns/{id}/progress: how far the leads are through the sequence (ours: the spec only says
 * progress is loaded per campaign). A lead is finished once it replied, completed or left the sequence.
 */
export async function getProgress(deps: Deps, teamId: string, id: string) {
  const c = await loadCampaign(deps, teamId, id);
  const steps = ((c.touchSequence as { sequence?: unknown[] })?.sequence ?? []).length;
  const { data } = await LeadEntity.query
    .byCampaign({ teamId, campaignId: id })
    .go({ pages: 'all', attributes: ['stage', 'nextTouchIndex', 'status'] });
  const perStep = Array.from({ length: steps }, () => 0);
  let finished = 0;
  for (const l of data) {
    const done = l.status !== 'approved' || ['done', 'replied', 'messaged'].includes(l.stage);
    if (done) finished++;
    else if (l.nextTouchIndex < steps) perStep[l.nextTouchIndex]++;
  }
  return {
    id,
    leadsCount: data.length,
    finished,
    inProgress: data.length - finished,
    waitingPerStep: perStep,
    progress: percent(finished, data.length),
  };
}

/**
 * GET /campaigns/{id}/actions: the campaign's activity, newest first (Name, Last action, Message,
 * Step, Time): `{ total, actions, nextCursor }`, the total from the campaign's activity counters.
 */
export async function listCampaignActions(
  deps: Deps,
  teamId: string,
  id: string,
  q: { page: number; perPage: number; cursor?: string },
) {
  const c = await loadCampaign(deps, teamId, id);
  const [page, counts] = await Promise.all([
    readActivityPage(deps, teamId, { campaignId: id, window: null, order: 'desc', ...q }),
    activityCounts(deps, teamId, id, null),
  ]);
  const map: CampaignMap = new Map([
    [
      c.campaignId,
      {
        name: c.name,
        status: c.status,
        isRemoved: c.isRemoved ?? false,
        rotates: (c.senderIds?.length ?? 0) > 0,
      },
    ],
  ]);
  return {
    total: sumKinds(counts, null),
    ...(await activityItems(teamId, page.rows, map)),
    nextCursor: page.nextCursor,
  };
}

const QUARTER = 15 * 60_000;

/**
 * GET /campaigns/{id}/activity/chart: the last 30 days in the user's timezone, keyed by date, each
 * with the count per activity filter label (the chart's stacks) and its MM/DD label. Read from the
 * campaign's quarter-hour counters (only quarters with activity have one), never its activity.
 */
export async function getActivityChart(deps: Deps, teamId: string, userId: string, id: string) {
  await loadCampaign(deps, teamId, id);
  const { timezone } = await loadOutreachSettings(deps, userId);
  const days = chartDays(deps.clock.now(), timezone);
  const out: Record<string, { label: string; total: number; counts: Record<string, number> }> = {};
  for (const d of days) out[d.date] = { label: d.label, total: 0, counts: {} };
  const since = deps.clock.now() - 31 * 86_400_000;
  const from = bucketOf('q', since);
  const to = bucketOf('q', deps.clock.now() + QUARTER);
  const { data } = await ActivityCountEntity.query
    .byScope({ teamId, scope: id })
    .between({ bucket: from }, { bucket: to })
    .go({ pages: 'all' });
  for (const r of data) {
    if (!r.bucket.startsWith('q') || r.bucket < from || r.bucket >= to) continue;
    const day = out[localDate(Number(r.bucket.slice(1)) * QUARTER, timezone)];
    const label = activityFilterOf(r.kind as LeadActionKind);
    if (!day || !label || label === 'Found') continue;
    day.counts[label] = (day.counts[label] ?? 0) + (r.count ?? 0);
    day.total += r.count ?? 0;
  }
  return { labels: activityActionFilterLabels.filter((l) => l !== 'Found'), days: out };
}
