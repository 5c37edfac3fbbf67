// Spec 3 §2 (dashboard tabs, custom range, chart) and §5/§9 (activity date filters and ranges).
// Ranges are local calendar days ('YYYY-MM-DD', inclusive) in the user's timezone.
import { activityChartDays } from '../../constants/outreach.ts';
import { addDays, isIsoDate, localDate, resolveTimezone, splitIsoDate, weekdayOf } from './zoned-time.ts';

// The tab list lives once, in the spec 1 constants; spec 3 names the same tabs.
export {
  DASHBOARD_TABS as dashboardTabs,
  type DashboardTab,
  DEFAULT_DASHBOARD_TAB as defaultDashboardTab,
} from '../../constants/account.ts';

import {
  type DashboardTab,
  DASHBOARD_TABS as dashboardTabs,
  DEFAULT_DASHBOARD_TAB as defaultDashboardTab,
} from '../../constants/account.ts';

/**
 * The tab of /dashboard/{tab}; any other value goes to this-month.
 *
 * @example
 * parseDashboardTab('last-decade') // 'this-month'
 */
export function parseDashboardTab(tab: string | null | undefined): DashboardTab {
  return (dashboardTabs as readonly string[]).includes(tab ?? '')
    ? (tab as DashboardTab)
    : defaultDashboardTab;
}

export interface DateRange {
  from: string;
  to: string;
}

/**
 * Clamps a custom range (spec 3 §2 and §5): 'to' is capped at today; 'from' is capped at 'to'.
 * When the user has just edited 'to' (activity filter), 'to' is instead floored at 'from'.
 * Both are capped at today.
 *
 * @example
 * clampDateRange({ from: '2025-03-10', to: '2025-04-01' }, '2025-03-20') // { from: '2025-03-10', to: '2025-03-20' }
 * clampDateRange({ from: '2025-03-15', to: '2025-03-12' }, '2025-03-20') // { from: '2025-03-12', to: '2025-03-12' }
 */
export function clampDateRange(range: DateRange, today: string, edited: 'from' | 'to' = 'from'): DateRange {
  let from = range.from > today ? today : range.from;
  let to = range.to > today ? today : range.to;
  if (from > to) {
    if (edited === 'to') to = from;
    else from = to;
  }
  return { from, to };
}

/** Monday of the week of a day (weeks start on Monday: OURS). */
export function startOfWeek(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/**
 * The days a dashboard tab covers, in the user's timezone. Custom ranges default to today and
 * are clamped like the pickers.
 *
 * @example
 * dashboardRange('this-month', Date.UTC(2025, 2, 20, 12), 'UTC') // { from: '2025-03-01', to: '2025-03-20' }
 */
export function dashboardRange(
  tab: DashboardTab,
  nowMs: number,
  timezone: string,
  custom?: Partial<DateRange>,
): DateRange {
  const today = localDate(nowMs, resolveTimezone(timezone));
  const { year } = splitIsoDate(today);
  switch (tab) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const y = addDays(today, -1);
      return { from: y, to: y };
    }
    case 'this-week':
      return { from: startOfWeek(today), to: today };
    case 'this-month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'this-year':
      return { from: `${String(year).padStart(4, '0')}-01-01`, to: today };
    case 'custom': {
      const from = custom?.from && isIsoDate(custom.from) ? custom.from : today;
      const to = custom?.to && isIsoDate(custom.to) ? custom.to : today;
      return clampDateRange({ from, to }, today);
    }
  }
}

/** Activity date filters (spec 3 §9), default all time. API values are OURS. */
export const activityTimeFilters = {
  all: 'All time',
  last4Weeks: 'Last 4 weeks',
  last7Days: 'Last 7 days',
  yesterday: 'Yesterday',
  today: 'Today',
  custom: 'Custom',
} as const;
export type ActivityTimeFilter = keyof typeof activityTimeFilters;
export const defaultActivityTimeFilter: ActivityTimeFilter = 'all';

/**
 * The days an activity time filter covers, or null for all time. "Last 7 days" is today and
 * the six days before; "last 4 weeks" today and the 27 before (OURS).
 */
export function activityRange(
  filter: ActivityTimeFilter,
  nowMs: number,
  timezone: string,
  custom?: Partial<DateRange>,
  edited: 'from' | 'to' = 'from',
): DateRange | null {
  const today = localDate(nowMs, resolveTimezone(timezone));
  switch (filter) {
    case 'all':
      return null;
    case 'last4Weeks':
      return { from: addDays(today, -27), to: today };
    case 'last7Days':
      return { from: addDays(today, -6), to: today };
    case 'yesterday': {
      const y = addDays(today, -1);
      return { from: y, to: y };
    }
    case 'today':
      return { from: today, to: today };
    case 'custom': {
      const from = custom?.from && isIsoDate(custom.from) ? custom.from : today;
      const to = custom?.to && isIsoDate(custom.to) ? custom.to : today;
      return clampDateRange({ from, to }, today, edited);
    }
  }
}

/**
 * The 30 days of the actions chart, oldest first, each with its MM/DD label.
 *
 * @example
 * chartDays(Date.UTC(2025, 0, 30), 'UTC')[29] // { date: '2025-01-30', label: '01/30' }
 */
export function chartDays(nowMs: number, timezone: string): { date: string; label: string }[] {
  const today = localDate(nowMs, resolveTimezone(timezone));
  return Array.from({ length: activityChartDays }, (_, i) => {
    const date = addDays(today, i - (activityChartDays - 1));
    return { date, label: `${date.slice(5, 7)}/${date.slice(8, 10)}` };
  });
}

/**
 * 'YYYY-MM-DD' as the pickers show it, DD.MM.YYYY.
 *
 * @example
 * formatPickerDate('2025-03-09') // '09.03.2025'
 */
export function formatPickerDate(date: string): string {
  return `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
}

/** Reads DD.MM.YYYY back to 'YYYY-MM-DD'; null when not a real day. */
export function parsePickerDate(text: string): string | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  return isIsoDate(iso) ? iso : null;
}

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A day in the display format 'MMMM Do YYYY' (spec 3 §9).
 *
 * @example
 * formatDisplayDate('2025-03-02') // 'March 2nd 2025'
 */
export function formatDisplayDate(date: string): string {
  const { year, month, day } = splitIsoDate(date);
  const tens = day % 100;
  const suffix =
    tens >= 11 && tens <= 13
      ? 'th'
      : day % 10 === 1
        ? 'st'
        : day % 10 === 2
          ? 'nd'
          : day % 10 === 3
            ? 'rd'
            : 'th';
  return `${months[month - 1]} ${day}${suffix} ${year}`;
}
