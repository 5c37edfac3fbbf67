import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldIncludeExclude, ZLeadListQuery } from '../../schemas/contacts.ts';
import { matchesContactFilters } from './contacts.ts';

const ada = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  title: 'VP Engineering',
  company: 'Analytical Engines',
  location: 'London, England, United Kingdom',
  tags: [1, 2],
  campaignIds: ['c1'],
  languages: ['English'],
  email: 'ada@example.com',
};

describe('matchesContactFilters (spec 3 §3)', () => {
  it('searches name, title and company case-insensitively', () => {
    expect(matchesContactFilters(ada, { search: 'ada love' })).toBe(true);
    expect(matchesContactFilters(ada, { search: 'engines' })).toBe(true);
    expect(matchesContactFilters(ada, { search: 'hopper' })).toBe(false);
  });

  it('applies include and exclude lists', () => {
    expect(matchesContactFilters(ada, { tags: { include: [2, 9] } })).toBe(true);
    expect(matchesContactFilters(ada, { tags: { include: [9] } })).toBe(false);
    expect(matchesContactFilters(ada, { tags: { exclude: [1] } })).toBe(false);
    expect(matchesContactFilters(ada, { currentTitle: { include: ['engineering'] } })).toBe(true);
    expect(matchesContactFilters(ada, { companyName: { exclude: ['analytical'] } })).toBe(false);
    expect(matchesContactFilters(ada, { countries: { include: ['united kingdom'] } })).toBe(true);
    expect(matchesContactFilters(ada, { cities: { include: ['Paris'] } })).toBe(false);
    expect(matchesContactFilters(ada, { languages: { include: ['english'] } })).toBe(true);
    expect(matchesContactFilters(ada, { campaignIds: { include: ['c2'] } })).toBe(false);
  });

  it('reads flags as presence', () => {
    expect(matchesContactFilters(ada, { email: true })).toBe(true);
    expect(matchesContactFilters(ada, { phone: true })).toBe(false);
    expect(matchesContactFilters(ada, { isExcluded: false })).toBe(true);
    expect(matchesContactFilters(ada, { isExcluded: true })).toBe(false);
    expect(matchesContactFilters(ada, { connectedOnly: true })).toBe(false);
  });

  it('an empty filter keeps every row; an include list never widens an exclude', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 9 })),
        fc.array(fc.integer({ min: 1, max: 9 })),
        (tags, ex) => {
          const row = { ...ada, tags };
          expect(matchesContactFilters(row, {})).toBe(true);
          if (ex.some((t) => tags.includes(t)))
            expect(matchesContactFilters(row, { tags: { include: tags, exclude: ex } })).toBe(false);
        },
      ),
    );
  });
});

describe('CRM list query strings', () => {
  it('fold flat include/exclude keys into the spec objects', () => {
    expect(
      foldIncludeExclude({ tags: '1,2', 'tags.exclude': '3', 'cities[include]': 'Paris', page: '2' }),
    ).toEqual({
      tags: { include: '1,2', exclude: '3' },
      cities: { include: 'Paris' },
      page: '2',
    });
    const q = ZLeadListQuery.parse({ tags: '1,2', 'tags.exclude': '3', isExcluded: 'true' });
    expect(q).toMatchObject({
      tags: { include: [1, 2], exclude: [3] },
      isExcluded: true,
      sortField: 'updatedAt',
    });
    expect(ZLeadListQuery.safeParse({ sortField: 'password' }).success).toBe(false);
    expect(ZLeadListQuery.safeParse({ page: 50, perPage: 100 }).success).toBe(false);
  });
});
