import { type ActivityActionFilter, activityActionFilters } from '@outreach/shared/rules/outreach/activity';
import {
  type ActivityTimeFilter,
  activityRange,
  type DashboardTab,
  dashboardRange,
} from '@outreach/shared/rules/outreach/dashboard';
import type { TActivityQuery } from '@outreach/shared/schemas/activity-queries';
import * as z from 'zod';
import { ActivityEntity } from '../../data/entities/activity.ts';
import { CampaignEntity } from '../../data/entities/campaign.ts';
import type { Deps } from '../../ports/deps.ts';
import { decodeCursor, encodeCursor } from '../paging/cursor.ts';
import { walkPage } from '../paging/walk-page.ts';
import { loadOutreachSettings } from '../settings/load-settings.ts';
import { clampWindow } from './activity-buckets.ts';
import { activityCounts, sumKinds } from './activity-counts.ts';
import { activitySenders } from './activity-senders.ts';
import { type ActivityRow, activityView, type CampaignMap } from './activity-view.ts';
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

const activityCursor = z.object({ at: z.number().int(), id: z.string().min(1).max(64) });
type Position = { at: number; id: string };
const positionOf = (r: ActivityRow): Position => ({ at: r.at, id: r.activityId });

export interface ActivityPageInput {
  /** The campaign's activity; the team's without it. */
  campaignId?: string;
  /** Only these campaigns' activity: each campaign's index (`byCampaign`) read and merged by time. */
  campaigns?: ReadonlySet<string> | null;
  /** Only these kinds: the per-kind index (`byTeamKind`) read and merged by time, when no campaign narrows the read. */
  kinds?: ReadonlySet<string> | null;
  window: { start: number; end: number } | null;
  order: 'asc' | 'desc';
  /** Filters no index applies (a name search). */
  match?: (r: ActivityRow) => boolean;
  cursor?: string;
  page: number;
  perPage: number;
}

/** Index order of two rows (the sort keys are `at` then the lower-cased id, as ElectroDB writes them). */
export function compareActivity(a: Position, b: Position): number {
  if (a.at !== b.at) return a.at - b.at;
  const x = a.id.toLowerCase();
  const y = b.id.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * One page of a team's (or a campaign's) activity in time order within a window, walked from a
 * cursor through the index of the access pattern: the campaign's (`byCampaign`), the selected
 * campaigns' or kinds' (one partition each, merged by time: `byCampaign`, `byTeamKind`), or the
 * team's (`byTeam`). Answers `{ rows, nextCursor }`; the cursor is a position in time, the same for
 * every index.
 */
export async function readActivityPage(_deps: Deps, teamId: string, p: ActivityPageInput) {
  const { order } = p;
  const window = p.window && clampWindow(p.window);
  if (p.window && !window) return { rows: [] as ActivityRow[], nextCursor: null };
  const inWindow = (r: ActivityRow) => !window || (r.at >= window.start && r.at < window.end);
  const activity = ActivityEntity;
  // ElectroDB types each index's query apart; all three share the sort key (`at`, `activityId`), so
  // one query type serves every source.
  type Source = () => ReturnType<typeof activity.query.byTeam>;
  const campaigns = p.campaignId ? [p.campaignId] : p.campaigns?.size ? [...p.campaigns] : null;
  const kinds = p.kinds?.size ? [...p.kinds] : null;
  // The index partitions the page is read from (their sort keys are all `at`, `activityId`).
  const sources: Source[] = campaigns
    ? campaigns.map((campaignId) => () => activity.query.byCampaign({ teamId, campaignId }) as never)
    : kinds
      ? kinds.map((kind) => () => activity.query.byTeamKind({ teamId, kind }) as never)
      : [() => activity.query.byTeam({ teamId })];
  // Kinds the campaign partitions hold besides the selected ones are filtered on read.
  const kindSet = campaigns && kinds ? new Set(kinds) : null;
  const match =
    kindSet || p.match
      ? (r: ActivityRow) => (!kindSet || kindSet.has(r.kind)) && (!p.match || p.match(r))
      : undefined;
  const readOne = async (q: Source, after: Position | undefined, limit: number): Promise<ActivityRow[]> => {
    const a = after && { at: after.at, activityId: after.id };
    const opts = { limit, order };
    // Newest first reads below the cursor (or the window's end); oldest first above it (or its start).
    const ranged =
      order === 'desc'
        ? a
          ? q().lt(a)
          : window
            ? q().lt({ at: window.end })
            : q()
        : a
          ? q().gt(a)
          : window
            ? q().gte({ at: window.start })
            : q();
    const data: ActivityRow[] = (await ranged.go(opts)).data;
    // Past the window's far edge everything is: a short chunk ends the walk.
    return data.filter(inWindow);
  };
  const sign = order === 'desc' ? -1 : 1;
  // The first `limit` rows of the merged order are among the first `limit` of each partition; a
  // merged chunk is short only when every partition is exhausted.
  const read = async (after: Position | undefined, limit: number): Promise<ActivityRow[]> => {
    const chunks = await Promise.all(sources.map((q) => readOne(q, after, limit)));
    if (chunks.length === 1) return chunks[0]!;
    return chunks
      .flat()
      .sort((x, y) => sign * compareActivity(positionOf(x), positionOf(y)))
      .slice(0, limit);
  };
  const page = await walkPage<ActivityRow, Position>({
    read,
    positionOf,
    match,
    after: p.cursor ? decodeCursor(p.cursor, activityCursor) : undefined,
    skip: p.cursor ? 0 : (p.page - 1) * p.perPage,
    take: p.perPage,
  });
  return { rows: page.rows, nextCursor: page.next === null ? null : encodeCursor(page.next) };
}

/** Names and states of the campaigns a page mentions, and whether each rotates senders (one batch read). */
export async function campaignMap(
  _deps: Deps,
  teamId: string,
  rows: readonly { campaignId: string }[],
): Promise<CampaignMap> {
  const ids = [...new Set(rows.map((r) => r.campaignId))];
  if (ids.length === 0) return new Map();
  const { data } = await CampaignEntity.get(ids.map((campaignId) => ({ teamId, campaignId }))).go({
    attributes: ['campaignId', 'name', 'status', 'isRemoved', 'senderIds'],
  });
  return new Map(
    data.map((c) => [
      c.campaignId,
      {
        name: c.name,
        status: c.status,
        isRemoved: c.isRemoved ?? false,
        rotates: (c.senderIds?.length ?? 0) > 0,
      },
    ]),
  );
}

/**
 * A page of activity rows as items with their senders (issue #9), and `rotates`: a row of the page
 * comes from a campaign that rotates senders (the SPA then shows the Sender column).
 */
export async function activityItems(teamId: string, rows: readonly ActivityRow[], campaigns: CampaignMap) {
  const rotates = (id: string) => campaigns.get(id)?.rotates ?? false;
  const senders = await activitySenders(teamId, rows, rotates);
  return {
    actions: rows.map((r) => activityView(r, campaigns, senders)),
    rotates: rows.some((r) => rotates(r.campaignId)),
  };
}

/** Campaign filters up to this many are totalled from their counters; more answer `total: null`. */
const MAX_COUNTED_CAMPAIGNS = 20;

/**
 * GET /campaigns/activity (spec 3 §7): `{ actions, total, nextCursor }`. `total` comes from the
 * kept counters (null when filtered by names, which no counter counts).
 */
export async function listActivity(deps: Deps, teamId: string, userId: string, q: TActivityQuery) {
  const { timezone } = await loadOutreachSettings(deps, userId);
  const window = activityWindow(q, deps.clock.now(), timezone);
  const kinds = kindsOf(q.filters);
  const names = q.names?.map((n) => n.toLowerCase());
  const campaigns = q.campaigns?.length ? new Set(q.campaigns) : null;
  const [page, total] = await Promise.all([
    readActivityPage(deps, teamId, {
      window,
      order: q.sortOrder === 'ASC' ? 'asc' : 'desc',
      campaigns,
      kinds,
      match: names
        ? (r) =>
            names.some((n) =>
              String((r.person as { name?: string } | undefined)?.name ?? '')
                .toLowerCase()
                .includes(n),
            )
        : undefined,
      cursor: q.cursor,
      page: q.page,
      perPage: q.perPage,
    }),
    activityTotal(deps, teamId, window, kinds, names ? null : campaigns, Boolean(names)),
  ]);
  const map = await campaignMap(deps, teamId, page.rows);
  return { total, ...(await activityItems(teamId, page.rows, map)), nextCursor: page.nextCursor };
}

async function activityTotal(
  deps: Deps,
  teamId: string,
  window: { start: number; end: number } | null,
  kinds: Set<string> | null,
  campaigns: Set<string> | null,
  byName: boolean,
): Promise<number | null> {
  if (byName) return null;
  if (!campaigns) return sumKinds(await activityCounts(deps, teamId, 'team', window), kinds);
  if (campaigns.size > MAX_COUNTED_CAMPAIGNS) return null;
  const per = await Promise.all([...campaigns].map((id) => activityCounts(deps, teamId, id, window)));
  return per.reduce((n, c) => n + sumKinds(c, kinds), 0);
}
