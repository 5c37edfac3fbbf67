import { activityActionFilters } from '@outreach/shared/rules/outreach/activity';
import { dashboardRange } from '@outreach/shared/rules/outreach/dashboard';
import { conversionRate, replyRate } from '@outreach/shared/rules/outreach/rates';
import type { TMemberStats, TTeamStatsQuery, TTeamStatsRow } from '@outreach/shared/schemas/team-stats';
import type { AuthContext } from '../../lib/handler.ts';
import type { Deps } from '../../ports/deps.ts';
import { loadOutreachSettings } from '../settings/load-settings.ts';
import { activityCounts, sumKinds } from '../stats/activity-counts.ts';
import { memberStatsScope } from '../stats/record-activity.ts';
import { rangeInstants } from '../stats/time-range.ts';
import { currentTeamId } from './current-team.ts';
import { loadMemberViews } from './member-views.ts';
import { requireTeamRole } from './team-access.ts';

const kinds = (k: readonly string[]) => new Set<string>(k);
const count = (c: Map<string, number>, k: readonly string[]) => sumKinds(c, kinds(k));

/** The stats of one set of counts (spec 3's dashboard cards, plus InMails and emails). */
export function statsOf(c: Map<string, number>): TMemberStats {
  const invitesSent = count(c, activityActionFilters.Invites);
  const invitesAccepted = count(c, activityActionFilters.Connected);
  const messages = count(c, activityActionFilters.Messages);
  const replies = count(c, activityActionFilters.Replies);
  return {
    profileViews: count(c, activityActionFilters.Viewed),
    invitesSent,
    invitesAccepted,
    invitesAcceptedPercent: conversionRate(invitesAccepted, invitesSent),
    messages,
    replies,
    repliesPercent: replyRate(replies, messages),
    inmails: count(c, activityActionFilters.InMails),
    emails: count(c, activityActionFilters.Emailed),
    greetings: count(c, activityActionFilters.Greetings),
  };
}

const collator = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * The team stats of the caller's current team (spec 1 §6: feature teamStats, owner or admin; an
 * admin in a group sees their group): each member's counts over the range in the caller's
 * timezone, summed from the per-member activity counters kept as activity is recorded (no scans).
 */
export async function teamStats(deps: Deps, auth: AuthContext, q: TTeamStatsQuery, onlyMember?: string) {
  const teamId = await currentTeamId(deps, auth);
  const { membership } = await requireTeamRole(deps, teamId, auth.userId, ['owner', 'admin'], 'teamStats');
  const { timezone } = await loadOutreachSettings(deps, auth.userId);
  const range = dashboardRange(q.timeFilter, deps.clock.now(), timezone, {
    from: q.customFromDate,
    to: q.customToDate,
  });
  const window = rangeInstants(range, timezone);
  let members = await loadMemberViews(deps, teamId);
  if (membership.role === 'admin' && membership.groupId)
    members = members.filter((m) => m.groupId === membership.groupId || m.userId === auth.userId);
  if (onlyMember) members = members.filter((m) => m.memberId === onlyMember || m.userId === onlyMember);
  const counts = await Promise.all(
    members.map((m) => activityCounts(deps, teamId, memberStatsScope(m.userId), window)),
  );
  const rows: TTeamStatsRow[] = members.map((m, i) => ({
    memberId: m.memberId,
    userId: m.userId,
    name: m.name,
    email: m.user.email,
    role: m.role,
    group: m.group,
    stats: statsOf(counts[i] ?? new Map()),
  }));
  const dir = q.sortOrder === 'DESC' ? -1 : 1;
  rows.sort((a, b) => {
    const primary =
      q.sortField === 'name' ? collator.compare(a.name, b.name) : a.stats[q.sortField] - b.stats[q.sortField];
    return dir * primary || collator.compare(a.name, b.name) || (a.memberId < b.memberId ? -1 : 1);
  });
  const all = new Map<string, number>();
  for (const c of counts) for (const [k, v] of c) all.set(k, (all.get(k) ?? 0) + v);
  return { range, totals: statsOf(all), members: rows };
}
