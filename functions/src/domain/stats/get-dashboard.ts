import { activityActionFilters } from '@outreach/shared/rules/outreach/activity';
import { dashboardRange } from '@outreach/shared/rules/outreach/dashboard';
import { conversionRate, replyRate } from '@outreach/shared/rules/outreach/rates';
import type { TDashboardQuery } from '@outreach/shared/schemas/activity-queries';
import type { Deps } from '../../ports/deps.ts';
import { loadOutreachSettings } from '../settings/load-settings.ts';
import { readTeamActivity } from './list-activity.ts';
import { rangeInstants } from './time-range.ts';

const count = (kinds: readonly string[], byKind: Map<string, number>) =>
  kinds.reduce((n, k) => n + (byKind.get(k) ?? 0), 0);

/**
 * GET /campaigns/dashboard: the stats cards of spec 3 §3 "Dashboard stats" for the tab's days in the
 * user's timezone, and the campaigns table (Name, Contacts, Days, Steps, Actions, Replies).
 */
export async function getDashboard(deps: Deps, teamId: string, userId: string, q: TDashboardQuery) {
  const { timezone } = await loadOutreachSettings(deps, userId);
  const now = deps.clock.now();
  const range = dashboardRange(q.timeFilter, now, timezone, { from: q.customFromDate, to: q.customToDate });
  const rows = await readTeamActivity(deps, teamId, rangeInstants(range, timezone));
  const byKind = new Map<string, number>();
  const byCampaign = new Map<string, { actions: number; replies: number }>();
  const replyKinds = new Set<string>(activityActionFilters.Replies);
  for (const r of rows) {
    byKind.set(r.kind, (byKind.get(r.kind) ?? 0) + 1);
    const c = byCampaign.get(r.campaignId) ?? { actions: 0, replies: 0 };
    if (r.kind !== 'lead found') c.actions++;
    if (replyKinds.has(r.kind)) c.replies++;
    byCampaign.set(r.campaignId, c);
  }
  const invitesSent = count(activityActionFilters.Invites, byKind);
  const invitesAccepted = count(activityActionFilters.Connected, byKind);
  const messages = count(activityActionFilters.Messages, byKind);
  const replies = count(activityActionFilters.Replies, byKind);

  const { data: campaigns } = await deps.db.entities.campaign.query.byTeam({ teamId }).go({ pages: 'all' });
  const listed = campaigns
    .filter((c) => !c.isRemoved && c.status !== 'draft')
    .sort((a, b) => b.createdAt - a.createdAt);
  const start = (q.page - 1) * q.perPage;
  return {
    range,
    stats: {
      invitesSent,
      invitesAccepted,
      invitesAcceptedPercent: conversionRate(invitesAccepted, invitesSent),
      messages,
      replies,
      repliesPercent: replyRate(replies, messages),
      profileViews: count(activityActionFilters.Viewed, byKind),
      greetings: count(activityActionFilters.Greetings, byKind),
    },
    campaigns: {
      total: listed.length,
      items: listed.slice(start, start + q.perPage).map((c) => ({
        id: c.campaignId,
        name: c.name,
        category: c.category,
        contacts: c.leadsCount ?? 0,
        days: Math.max(1, Math.ceil((now - (c.publishedAt ?? c.createdAt)) / 86_400_000)),
        steps: ((c.touchSequence as { sequence?: unknown[] })?.sequence ?? []).length,
        actions: byCampaign.get(c.campaignId)?.actions ?? 0,
        replies: byCampaign.get(c.campaignId)?.replies ?? 0,
      })),
    },
  };
}
