import { activityActionFilters } from '@outreach/shared/rules/outreach/activity';
import { dashboardRange } from '@outreach/shared/rules/outreach/dashboard';
import { conversionRate, replyRate } from '@outreach/shared/rules/outreach/rates';
import type { TDashboardQuery } from '@outreach/shared/schemas/activity-queries';
import * as z from 'zod';
import { CampaignEntity } from '../../data/entities/campaign.ts';
import type { Deps } from '../../ports/deps.ts';
import { campaignTabCounts } from '../campaigns/campaign-counters.ts';
import type { CampaignRow } from '../campaigns/campaign-view.ts';
import { decodeCursor, encodeCursor } from '../paging/cursor.ts';
import { walkPage } from '../paging/walk-page.ts';
import { loadOutreachSettings } from '../settings/load-settings.ts';
import { activityCounts, sumKinds } from './activity-counts.ts';
import { rangeInstants } from './time-range.ts';

const kindSet = (kinds: readonly string[]) => new Set<string>(kinds);
const replyKinds = kindSet(activityActionFilters.Replies);
const campaignCursor = z.object({ c: z.string().min(1).max(64) });

/**
 * GET /campaigns/dashboard: the stats cards of spec 3 §3 "Dashboard stats" for the tab's days in the
 * user's timezone, and the campaigns table (Name, Contacts, Days, Steps, Actions, Replies). Every
 * count comes from kept counters (activity buckets, campaign tabs); the table pages the campaigns
 * newest first from a cursor.
 */
export async function getDashboard(deps: Deps, teamId: string, userId: string, q: TDashboardQuery) {
  const { timezone } = await loadOutreachSettings(deps, userId);
  const now = deps.clock.now();
  const range = dashboardRange(q.timeFilter, now, timezone, { from: q.customFromDate, to: q.customToDate });
  const window = rangeInstants(range, timezone);
  const listed = (c: CampaignRow) => !c.isRemoved && c.status !== 'draft';
  const [byKind, tabs, page] = await Promise.all([
    activityCounts(deps, teamId, 'team', window),
    campaignTabCounts(deps, teamId),
    walkPage<CampaignRow, string>({
      read: async (after, limit) => {
        const byTeam = CampaignEntity.query.byTeam({ teamId });
        const ranged = after === undefined ? byTeam : byTeam.lt({ campaignId: after });
        return (await ranged.go({ limit, order: 'desc' })).data;
      },
      positionOf: (c) => c.campaignId,
      match: listed,
      after: q.cursor ? decodeCursor(q.cursor, campaignCursor).c : undefined,
      skip: q.cursor ? 0 : (q.page - 1) * q.perPage,
      take: q.perPage,
    }),
  ]);
  const perCampaign = await Promise.all(
    page.rows.map((c) => activityCounts(deps, teamId, c.campaignId, window)),
  );
  const count = (kinds: readonly string[]) => sumKinds(byKind, kindSet(kinds));
  const invitesSent = count(activityActionFilters.Invites);
  const invitesAccepted = count(activityActionFilters.Connected);
  const messages = count(activityActionFilters.Messages);
  const replies = count(activityActionFilters.Replies);
  return {
    range,
    stats: {
      invitesSent,
      invitesAccepted,
      invitesAcceptedPercent: conversionRate(invitesAccepted, invitesSent),
      messages,
      replies,
      repliesPercent: replyRate(replies, messages),
      profileViews: count(activityActionFilters.Viewed),
      greetings: count(activityActionFilters.Greetings),
    },
    campaigns: {
      total: tabs.active + tabs.paused + tabs.archived,
      items: page.rows.map((c, i) => {
        const counts = perCampaign[i];
        return {
          id: c.campaignId,
          name: c.name,
          category: c.category,
          contacts: c.leadsCount ?? 0,
          days: Math.max(1, Math.ceil((now - (c.publishedAt ?? c.createdAt)) / 86_400_000)),
          steps: ((c.touchSequence as { sequence?: unknown[] })?.sequence ?? []).length,
          actions: sumKinds(counts, null) - (counts.get('lead found') ?? 0),
          replies: sumKinds(counts, replyKinds),
        };
      }),
      nextCursor: page.next === null ? null : encodeCursor({ c: page.next }),
    },
  };
}
