import { describe, expect, it } from 'vitest';
import { peopleSearchUrl } from './people-search-url.ts';

const paramsOf = (url: string | null) => Object.fromEntries(new URL(url!).searchParams);

describe('peopleSearchUrl', () => {
  it('writes keywords, degrees and the keyword fields the way LinkedIn’s people search does', () => {
    const url = peopleSearchUrl({
      keywords: ' Head of Sales ',
      connections: { first: false, second: true, third: true },
      specifyKeywords: {
        firstName: 'Ada',
        lastName: '',
        title: 'VP Sales',
        company: 'Acme Inc',
        school: 'MIT',
      },
    });
    expect(url?.startsWith('https://www.linkedin.com/search/results/people/?')).toBe(true);
    expect(paramsOf(url)).toEqual({
      keywords: 'Head of Sales',
      origin: 'FACETED_SEARCH',
      network: '["S","O"]',
      firstName: 'Ada',
      titleFreeText: 'VP Sales',
      company: 'Acme Inc',
      schoolFreetext: 'MIT',
    });
  });

  it('writes languages and id lists; all three degrees filter nothing', () => {
    const url = peopleSearchUrl({
      connections: { first: true, second: true, third: true },
      profileLanguages: { english: true, polish: true, french: false },
      currentCompanies: ['1035', 1441],
      locations: ['103644278'],
      industries: [],
    });
    expect(paramsOf(url)).toEqual({
      origin: 'FACETED_SEARCH',
      profileLanguage: '["en","pl"]',
      currentCompany: '["1035","1441"]',
      geoUrn: '["103644278"]',
    });
  });

  it('is null when no filter is named: degrees alone would collect anyone', () => {
    expect(peopleSearchUrl({})).toBeNull();
    expect(
      peopleSearchUrl({ keywords: '  ', connections: { second: true }, specifyKeywords: { title: ' ' } }),
    ).toBeNull();
  });
});
