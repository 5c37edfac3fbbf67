import { describe, expect, it } from 'vitest';
import { baseDegree } from './network.ts';
import { generatePopulation } from './population.ts';
import { MAX_PAGES, matchesKeywords, parseListParam, parsePeopleQuery, searchPeople } from './search.ts';

const { people } = generatePopulation(3);
const degreeOf = (p: { id: number }) => baseDegree(3, 'alex@sandbox.test', p.id);
const query = (qs: string) => parsePeopleQuery(new URLSearchParams(qs));

describe('people search', () => {
  it('reads the site-shaped network list and plain lists', () => {
    expect(parseListParam('["F","S","O"]')).toEqual(['F', 'S', 'O']);
    expect(parseListParam('[F,S]')).toEqual(['F', 'S']);
    expect(parseListParam('S,O')).toEqual(['S', 'O']);
    expect(parseListParam(undefined)).toEqual([]);
  });

  it('matches keywords on name, headline, title, company, location and industry', () => {
    const p = people[0];
    for (const word of [p.firstName, p.lastName, p.title, p.company, p.location.split(',')[0], p.industry]) {
      expect(matchesKeywords(p, word.toUpperCase())).toBe(true);
    }
    expect(matchesKeywords(p, `${p.firstName} zzzz-no-such-word`)).toBe(false);
  });

  it('returns 10 results a page, filtered by network', () => {
    const result = searchPeople(people, degreeOf, query('keywords=engineer&network=["S"]&page=2'));
    expect(result.results).toHaveLength(10);
    expect(result.page).toBe(2);
    for (const r of result.results) {
      expect(r.degree).toBe(2);
      expect(matchesKeywords(r.person, 'engineer')).toBe(true);
    }
  });

  it('never goes past 100 pages', () => {
    const result = searchPeople(people, degreeOf, query('page=250'));
    expect(result.total).toBe(people.length);
    expect(result.pageCount).toBe(MAX_PAGES);
    expect(result.page).toBe(MAX_PAGES);
    expect(result.results).toHaveLength(10);
  });

  it('filters by company and location ids', () => {
    const p = people[5];
    const result = searchPeople(
      people,
      degreeOf,
      query(`currentCompany=["${p.companyId}"]&geoUrn=["${p.geoId}"]`),
    );
    expect(result.total).toBeGreaterThan(0);
    for (const r of result.results) {
      expect(r.person.company).toBe(p.company);
      expect(r.person.location).toBe(p.location);
    }
  });

  it('filters by the keyword fields (first and last name, title, company); a school keyword finds no one', () => {
    const p = people[7];
    const title = p.title.split(' ').at(-1)!;
    const result = searchPeople(
      people,
      degreeOf,
      query(
        `titleFreeText=${encodeURIComponent(title.toUpperCase())}&company=${encodeURIComponent(p.company)}`,
      ),
    );
    expect(result.total).toBeGreaterThan(0);
    expect(result.total).toBeLessThan(people.length);
    for (const r of result.results) {
      expect(r.person.title.toLowerCase()).toContain(title.toLowerCase());
      expect(r.person.company).toBe(p.company);
    }
    const named = searchPeople(people, degreeOf, query(`firstName=${p.firstName}&lastName=${p.lastName}`));
    expect(named.results.map((r) => r.person.id)).toContain(p.id);
    expect(named.results.every((r) => r.person.firstName === p.firstName)).toBe(true);
    expect(searchPeople(people, degreeOf, query('schoolFreetext=Stanford')).total).toBe(0);
  });
});
