import { dashboardCardLink } from '@outreach/shared/rules/outreach/activity';
import { describe, expect, it } from 'vitest';
import { activityApiPath, readActivityFilters, writeActivityFilters } from './activityQuery.ts';

const today = '2025-03-20';

describe('activity filters', () => {
  it('reads the dashboard card link preset', () => {
    const link = dashboardCardLink('Profile Views');
    const f = readActivityFilters(new URL(link, 'http://x').searchParams, today);
    expect(f.actions).toEqual(['Viewed']);
    expect(f.time).toBe('all');
    expect(f.perPage).toBe(25);
  });

  it('round-trips and builds the API path', () => {
    const f = readActivityFilters(
      new URLSearchParams('actions=Invites,Nope&names=ana&time=custom&from=2025-03-25&to=2025-03-10&page=2'),
      today,
    );
    expect(f.actions).toEqual(['Invites']);
    expect(readActivityFilters(writeActivityFilters(f), today)).toEqual(f);
    const path = new URL(activityApiPath(f, today), 'http://x');
    expect(Object.fromEntries(path.searchParams)).toMatchObject({
      page: '2',
      filters: 'Invites',
      names: 'ana',
      timeFilter: 'custom',
      customFromDate: '2025-03-10',
      customToDate: '2025-03-10',
      sortField: 'date',
      sortOrder: 'DESC',
    });
  });
});
