import { describe, expect, it } from 'vitest';
import { generatePopulation, geoIdOf, industryIdOf } from './population.ts';
import { parsePeopleQuery, searchPeople } from './search.ts';
import { typeaheadHits } from './typeahead.ts';

describe('sandbox typeahead (voyager typeahead/hitsV2)', () => {
  it('matches each typed word at the start of a word of the name, per type', () => {
    expect(typeaheadHits('GEO', 'berl').map((h) => h.text)).toEqual(['Berlin, Berlin, Germany']);
    expect(typeaheadHits('GEO', 'ger mun').map((h) => h.text)).toEqual(['Munich, Bavaria, Germany']);
    expect(typeaheadHits('GEO', 'erlin')).toEqual([]);
    expect(typeaheadHits('INDUSTRY', 'software').map((h) => h.text)).toContain('Software Development');
    expect(typeaheadHits('COMPANY', 'acme')[0]).toMatchObject({
      text: 'Acme Analytics',
      subtext: 'Software Development',
    });
    expect(typeaheadHits('SCHOOL', 'stan').map((h) => h.text)).toEqual(['Stanford University']);
    expect(typeaheadHits('GEO', '   ')).toEqual([]);
  });
  it('answers the ids the people search filters take', () => {
    const [berlin] = typeaheadHits('GEO', 'berlin');
    expect(berlin?.urn).toBe(`urn:li:fsd_geo:${geoIdOf('Berlin, Berlin, Germany')}`);
    const { people } = generatePopulation(3);
    const all = () => 3 as const;
    const inBerlin = searchPeople(
      people,
      all,
      parsePeopleQuery(new URLSearchParams(`geoUrn=["${geoIdOf('Berlin, Berlin, Germany')}"]`)),
    );
    expect(inBerlin.total).toBeGreaterThan(0);
    const software = industryIdOf('Software Development');
    const bySoftware = searchPeople(
      people,
      all,
      parsePeopleQuery(new URLSearchParams(`industry=["${software}"]`)),
    );
    expect(bySoftware.total).toBeGreaterThan(0);
    expect(bySoftware.results.every((r) => r.person.industry === 'Software Development')).toBe(true);
  });
});
