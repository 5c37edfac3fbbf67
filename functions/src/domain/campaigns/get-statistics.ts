import type { LeadActionKind } from '@outreach/shared/rules/outreach/activity';
import type { Deps } from '../../ports/deps.ts';
import { loadOutreachSettings } from '../settings/load-settings.ts';
import { activityCounts, sumKinds } from '../stats/activity-counts.ts';
import { activityWindow } from '../stats/list-activity.ts';
import { loadCampaign } from './campaign-view.ts';

/** The per-period stats of spec 3 §3 and the action kinds each counts (OURS: the spec names them only). */
export const statisticKinds = {
  connected: ['connected'],
  connectRequests: ['connect requested'],
  responded: ['linkedin reply detected'],
  messages: ['message sent', 'chained messages sent'],
  inmails: ['inmail sent'],
  respondedInMails: ['inmail reply detected'],
  eventMessages: ['event message sent'],
  emailsBounced: ['email bounced'],
  groupMessages: ['group message sent'],
  viewed: ['profile viewed'],
  followUp: ['follow up sent'],
  emails: ['email sent'],
  emailsReplies: ['email reply detected'],
  leadsFound: ['lead found'],
  views: ['profile viewed'],
  withdrawals: ['invite withdrawn'],
} as const satisfies Record<string, readonly LeadActionKind[]>;

/**
 * GET /campaigns/statistics: the per-period stats of the team (or of `campaignId`) within an activity
 * time filter, from the kept activity counters.
 */
export async function getStatistics(
  deps: Deps,
  teamId: string,
  userId: string,
  q: { timeFilter: string; customFromDate?: string; customToDate?: string; campaignId?: string },
) {
  if (q.campaignId) await loadCampaign(deps, teamId, q.campaignId);
  const { timezone } = await loadOutreachSettings(deps, userId);
  const window = activityWindow(q as Parameters<typeof activityWindow>[0], deps.clock.now(), timezone);
  const counts = await activityCounts(deps, teamId, q.campaignId ?? 'team', window);
  return Object.fromEntries(
    Object.entries(statisticKinds).map(([k, kinds]) => [k, sumKinds(counts, new Set<string>(kinds))]),
  ) as Record<keyof typeof statisticKinds, number>;
}
