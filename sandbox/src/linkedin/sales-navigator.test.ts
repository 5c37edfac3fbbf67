import { describe, expect, it } from 'vitest';
import { hasProduct, parseSalesQuery, SALES_PAGE_SIZE, salesIdOf, salesSearch } from './sales-navigator.ts';
import { matchesKeywords } from './search.ts';
import { LinkedInWorld } from './world.ts';

const EMAIL = 'alex@sandbox.test';
const world = () => new LinkedInWorld({ seed: 4, now: () => Date.UTC(2026, 10, 30, 9) });

describe('Sales Navigator and Recruiter searches', () => {
  it('reads keywords=, query=(keywords:…) and the account’s own saved searches; another account’s saved search is unknown', () => {
    expect(parseSalesQuery(EMAIL, new URLSearchParams('keywords=cto&page=3'))).toEqual({
      keywords: 'cto',
      page: 3,
    });
    expect(
      parseSalesQuery(
        EMAIL,
        new URLSearchParams('query=(recentSearchParam:(doLogHistory:true),keywords:head%20of)'),
      ),
    ).toEqual({ keywords: 'head of', page: 1 });
    expect(parseSalesQuery(EMAIL, new URLSearchParams('savedSearchId=50001'))).toMatchObject({
      keywords: 'engineer',
      savedSearchId: '50001',
    });
    expect(parseSalesQuery('riley@sandbox.test', new URLSearchParams('savedSearchId=50001'))).toBeNull();
  });

  it('pages 25 people at a time, closer people first, every page different, up to the total', () => {
    const w = world();
    const first = salesSearch(w, EMAIL, { keywords: 'engineer', page: 1 });
    expect(first.results).toHaveLength(SALES_PAGE_SIZE);
    expect(first.total).toBeGreaterThan(SALES_PAGE_SIZE);
    const all = Array.from(
      { length: first.pageCount },
      (_, i) => salesSearch(w, EMAIL, { keywords: 'engineer', page: i + 1 }).results,
    ).flat();
    expect(new Set(all.map((r) => r.person.id)).size).toBe(Math.min(first.total, 2500));
    const degrees = all.map((r) => r.degree);
    expect(degrees).toEqual([...degrees].sort((a, b) => a - b));
    expect(all.every((r) => matchesKeywords(r.person, 'engineer'))).toBe(true);
    expect(salesIdOf(all[0].person)).toMatch(/^ACwAA/);
  });

  it('gates each product per account like the site: alex holds both, casey Recruiter only, jordan neither', () => {
    expect(hasProduct(EMAIL, 'sales-navigator') && hasProduct(EMAIL, 'recruiter')).toBe(true);
    expect([
      hasProduct('casey@sandbox.test', 'sales-navigator'),
      hasProduct('casey@sandbox.test', 'recruiter'),
    ]).toEqual([false, true]);
    expect([
      hasProduct('jordan@sandbox.test', 'sales-navigator'),
      hasProduct('jordan@sandbox.test', 'recruiter'),
    ]).toEqual([false, false]);
  });
});
