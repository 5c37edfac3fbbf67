import { type ActivityActionFilter, activityActionFilters } from '@outreach/shared/rules/outreach/activity';
import {
  type ActivityTimeFilter,
  activityRange,
  type DashboardTab,
  dashboardRange,
} from '@outreach/shared/rules/outreach/dashboard';
import type { TActivityQuery } from '@outreach/shared/schemas/activity-queries';
import type { Deps } from '../../ports/deps.ts';
import { loadOutreachSettings } from '../settings/load-settings.ts';
import { type ActivityRow, activityView } from './activity-view.ts';
import { rangeInstants } from './time-range.ts';

/** Action kinds selected by `filters` (filter labels such as 'Invites', or raw kinds). */
export function kindsOf(filters: readonly string[] | undefined): Set<string> | null {
  if (!filters?.length) return null;
  const out = new Set<string>();
  for (const f of filters) {
    const kinds = activityActionFilters[f as ActivityActionFilter] as readonly string[] | undefined;
    if (kinds) for (const k of kinds) out.add(k);
    else out.add(f);
  }
  return out;
}

/** The instants an activity time filter covers in the user's timezone (null = all time). */
export function activityWindow(
  q: Pick<TActivityQuery, 'timeFilter' | 'customFromDate' | 'customToDate'>,
  now: number,
  tz: string,
) {
  const custom = { from: q.customFromDate, to: q.customToDate };
  const range = ['this-week', 'this-month', 'this-year'].includes(q.timeFilter)
    ? dashboardRange(q.timeFilter as DashboardTab, now, tz)
    : activityRange(q.timeFilter as ActivityTimeFilter, now, tz, custom, 'to');
  return range ? rangeInstants(range, tz) : null;
}

const MIN_AT = 1e12;
const MAX_AT = 1e13 - 1;

/** Reads the team's activity newest first within a window, through the time-sorted team index. */
export async function readTeamActivity(
  deps: Deps,
  teamId: string,
  window: { start: number; end: number } | null,
): Promise<ActivityRow[]> {
  const q = deps.db.entities.activity.query.byTeam({ teamId });
  // The index sorts `at` as unpadded text, which orders epoch milliseconds correctly only while they
  // have 13 digits (2001-09-09 to 2286). A custom range from before 2001 made the lower bound sort
  // above the upper one and DynamoDB refused the BETWEEN (a 500); no activity is older anyway.
  if (window && window.end <= MIN_AT) return [];
  const ranged = window
    ? q.between({ at: Math.max(window.start, MIN_AT) }, { at: Math.min(window.end, MAX_AT) })
    : q;
  const { data } = await ranged.go({ pages: 'all', order: 'desc' });
  return window ? data.filter((r) => r.at >= window.start && r.at < window.end) : data;
}

async function campaignMap(deps: Deps, teamId: string) {
  const { data } = await deps.db.entities.campaign.query
    .byTeam({ teamId })
    .go({ pages: 'all', attributes: ['campaignId', 'name', 'status', 'isRemoved', 'runState'] });
  return new Map(
    data.map((c) => [c.campaignId, { name: c.name, status: c.status, isRemoved: c.isRemoved ?? false }]),
  );
}

/** GET /campaigns/activity (spec 3 §7): `{ actions, total }`. */
export async function listActivity(deps: Deps, teamId: string, userId: string, q: TActivityQuery) {
  const { timezone } = await loadOutreachSettings(deps, userId);
  const window = activityWindow(q, deps.clock.now(), timezone);
  const kinds = kindsOf(q.filters);
  const names = q.names?.map((n) => n.toLowerCase());
  const campaigns = q.campaigns?.length ? new Set(q.campaigns) : null;
  let rows = (await readTeamActivity(deps, teamId, window)).filter(
    (r) =>
      (!kinds || kinds.has(r.kind)) &&
      (!campaigns || campaigns.has(r.campaignId)) &&
      (!names ||
        names.some((n) =>
          String((r.person as { name?: string } | undefined)?.name ?? '')
            .toLowerCase()
            .includes(n),
        )),
  );
  if (q.sortOrder === 'ASC') rows = rows.reverse();
  const start = (q.page - 1) * q.perPage;
  const map = await campaignMap(deps, teamId);
  return {
    total: rows.length,
    actions: rows.slice(start, start + q.perPage).map((r) => activityView(r, map)),
  };
}
