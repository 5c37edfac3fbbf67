import { pagination } from '@outreach/shared/constants/outreach';
import {
  type ActivityActionFilter,
  activityActionFilterLabels,
} from '@outreach/shared/rules/outreach/activity';
import {
  type ActivityTimeFilter,
  activityTimeFilters,
  clampDateRange,
  defaultActivityTimeFilter,
} from '@outreach/shared/rules/outreach/dashboard';

/** The global activity filters as kept in the page's query string (`actions` is shared's card link name). */
export interface ActivityFilters {
  names: string;
  actions: ActivityActionFilter[];
  campaigns: string[];
  time: ActivityTimeFilter;
  from: string;
  to: string;
  page: number;
  perPage: number;
}

const list = (v: string | null) =>
  v
    ? v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

export function readActivityFilters(params: URLSearchParams, today: string): ActivityFilters {
  const time = params.get('time');
  const perPage = Number(params.get('perPage'));
  const page = Number(params.get('page'));
  return {
    names: params.get('names') ?? '',
    actions: list(params.get('actions')).filter((a): a is ActivityActionFilter =>
      (activityActionFilterLabels as string[]).includes(a),
    ),
    campaigns: list(params.get('campaigns')),
    time: time && time in activityTimeFilters ? (time as ActivityTimeFilter) : defaultActivityTimeFilter,
    from: params.get('from') ?? today,
    to: params.get('to') ?? today,
    page: Number.isInteger(page) && page > 0 ? page : pagination.defaultPage,
    perPage: (pagination.perPageOptions as readonly number[]).includes(perPage)
      ? perPage
      : pagination.defaultPerPage,
  };
}

/** Back to the query string; defaults are left out so links stay short. */
export function writeActivityFilters(f: ActivityFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.names.trim()) p.set('names', f.names.trim());
  if (f.actions.length) p.set('actions', f.actions.join(','));
  if (f.campaigns.length) p.set('campaigns', f.campaigns.join(','));
  if (f.time !== defaultActivityTimeFilter) p.set('time', f.time);
  if (f.time === 'custom') {
    p.set('from', f.from);
    p.set('to', f.to);
  }
  if (f.page !== pagination.defaultPage) p.set('page', String(f.page));
  if (f.perPage !== pagination.defaultPerPage) p.set('perPage', String(f.perPage));
  return p;
}

/**
 * The GET /campaigns/activity path for the filters (spec 3 §7): names, campaigns, filters,
 * timeFilter and, for custom, the clamped dates; sorted by date, newest first.
 */
export function activityApiPath(f: ActivityFilters, today: string, cursor?: string): string {
  const q = new URLSearchParams({
    page: String(f.page),
    perPage: String(f.perPage),
    sortField: 'date',
    sortOrder: 'DESC',
    timeFilter: f.time,
  });
  const names = f.names
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (names.length) q.set('names', names.join(','));
  if (f.actions.length) q.set('filters', f.actions.join(','));
  if (f.campaigns.length) q.set('campaigns', f.campaigns.join(','));
  if (f.time === 'custom') {
    const r = clampDateRange({ from: f.from, to: f.to }, today);
    q.set('customFromDate', r.from);
    q.set('customToDate', r.to);
  }
  // The cursor the previous page answered (page numbers alone reach the server's page-depth cap).
  if (cursor) q.set('cursor', cursor);
  return `/campaigns/activity?${q.toString()}`;
}
