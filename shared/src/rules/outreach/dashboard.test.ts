import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activityRange,
  activityTimeFilters,
  chartDays,
  clampDateRange,
  dashboardRange,
  dashboardTabs,
  defaultActivityTimeFilter,
  formatDisplayDate,
  formatPickerDate,
  parseDashboardTab,
  parsePickerDate,
} from './dashboard.ts';
import { addDays } from './zoned-time.ts';

// Thursday 20 March 2025, noon UTC.
const now = Date.UTC(2025, 2, 20, 12);

describe('spec 3 §2 dashboard tabs', () => {
  it('has six tabs; any other goes to this-month', () => {
    expect(dashboardTabs).toEqual(['today', 'yesterday', 'this-week', 'this-month', 'this-year', 'custom']);
    expect(parseDashboardTab('custom')).toBe('custom');
    expect(parseDashboardTab('last-decade')).toBe('this-month');
    expect(parseDashboardTab(undefined)).toBe('this-month');
  });

  it('computes each tab in the user timezone', () => {
    expect(dashboardRange('today', now, 'UTC')).toEqual({ from: '2025-03-20', to: '2025-03-20' });
    expect(dashboardRange('yesterday', now, 'UTC')).toEqual({ from: '2025-03-19', to: '2025-03-19' });
    expect(dashboardRange('this-week', now, 'UTC')).toEqual({ from: '2025-03-17', to: '2025-03-20' });
    expect(dashboardRange('this-month', now, 'UTC')).toEqual({ from: '2025-03-01', to: '2025-03-20' });
    expect(dashboardRange('this-year', now, 'UTC')).toEqual({ from: '2025-01-01', to: '2025-03-20' });
    // 00:30 UTC on the 1st is still the previous month in Los Angeles.
    expect(dashboardRange('this-month', Date.UTC(2025, 3, 1, 0, 30), 'America/Los_Angeles')).toEqual({
      from: '2025-03-01',
      to: '2025-03-31',
    });
  });

  it("custom: dates default to today; 'to' capped at today, 'from' capped at 'to'", () => {
    expect(dashboardRange('custom', now, 'UTC')).toEqual({ from: '2025-03-20', to: '2025-03-20' });
    expect(dashboardRange('custom', now, 'UTC', { from: '2025-03-01', to: '2025-03-21' })).toEqual({
      from: '2025-03-01',
      to: '2025-03-20',
    });
    expect(dashboardRange('custom', now, 'UTC', { from: '2025-03-10', to: '2025-03-09' })).toEqual({
      from: '2025-03-09',
      to: '2025-03-09',
    });
  });
});

describe('spec 3 §5 activity custom date filter', () => {
  it("floors 'to' at 'from' when 'to' was edited", () => {
    expect(clampDateRange({ from: '2025-03-10', to: '2025-03-09' }, '2025-03-20', 'to')).toEqual({
      from: '2025-03-10',
      to: '2025-03-10',
    });
  });
  it('always yields from ≤ to ≤ today (property)', () => {
    const day = fc.integer({ min: -400, max: 400 }).map((n) => addDays('2025-03-20', n));
    fc.assert(
      fc.property(day, day, fc.constantFrom('from' as const, 'to' as const), (from, to, edited) => {
        const r = clampDateRange({ from, to }, '2025-03-20', edited);
        expect(r.from <= r.to).toBe(true);
        expect(r.to <= '2025-03-20').toBe(true);
      }),
    );
  });
});

describe('spec 3 §9 activity date filters', () => {
  it('lists the six filters and defaults to all time', () => {
    expect(Object.values(activityTimeFilters)).toEqual([
      'All time',
      'Last 4 weeks',
      'Last 7 days',
      'Yesterday',
      'Today',
      'Custom',
    ]);
    expect(defaultActivityTimeFilter).toBe('all');
    expect(activityRange('all', now, 'UTC')).toBeNull();
    expect(activityRange('last7Days', now, 'UTC')).toEqual({ from: '2025-03-14', to: '2025-03-20' });
    expect(activityRange('last4Weeks', now, 'UTC')).toEqual({ from: '2025-02-21', to: '2025-03-20' });
  });
});

describe('spec 3 §2/§9 chart and date formats', () => {
  it('covers the last 30 days labelled MM/DD', () => {
    const days = chartDays(now, 'UTC');
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: '2025-02-19', label: '02/19' });
    expect(days[29]).toEqual({ date: '2025-03-20', label: '03/20' });
  });
  it('uses DD.MM.YYYY in pickers and MMMM Do YYYY for display', () => {
    expect(formatPickerDate('2025-03-09')).toBe('09.03.2025');
    expect(parsePickerDate('09.03.2025')).toBe('2025-03-09');
    expect(parsePickerDate('31.02.2025')).toBeNull();
    expect(formatDisplayDate('2025-03-01')).toBe('March 1st 2025');
    expect(formatDisplayDate('2025-03-02')).toBe('March 2nd 2025');
    expect(formatDisplayDate('2025-03-03')).toBe('March 3rd 2025');
    expect(formatDisplayDate('2025-03-11')).toBe('March 11th 2025');
    expect(formatDisplayDate('2025-03-22')).toBe('March 22nd 2025');
  });
});
