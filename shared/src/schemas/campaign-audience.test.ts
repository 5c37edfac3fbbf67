import { describe, expect, it } from 'vitest';
import { ZAddLeadSourceRequest } from './campaign-audience.ts';

const messages = (v: unknown) => {
  const r = ZAddLeadSourceRequest.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('POST /lead-sources body (OURS)', () => {
  it('takes a search of each addable type with its own URL rule (spec 3 §5)', () => {
    expect(
      messages({
        campaignId: 'c1',
        searchType: 'linkedin search',
        searchUrl: 'https://www.linkedin.com/search/results/people/?keywords=cto',
      }),
    ).toEqual([]);
    expect(
      messages({
        campaignId: 'c1',
        searchType: 'sales navigator search',
        salesNavigatorUrl: 'https://www.linkedin.com/search/results/people/?keywords=cto',
      }),
    ).toEqual(['Please use a valid Linkedin sales navigator URL.']);
    expect(
      messages({ campaignId: 'c1', searchType: 'linkedin search', searchUrl: 'https://example.com/' }),
    ).toEqual(['Please use a valid Linkedin search URL.']);
  });
  it('reads the local sandbox’s loopback URL as linkedin.com', () => {
    const r = ZAddLeadSourceRequest.parse({
      campaignId: 'c1',
      searchType: 'linkedin search',
      searchUrl: 'http://127.0.0.1:4010/search/results/people/?keywords=cto',
    });
    expect(r.searchUrl).toBe('https://www.linkedin.com/search/results/people/?keywords=cto');
  });
  it('refuses types that are no people search, and parameters naming no filter', () => {
    expect(
      messages({ campaignId: 'c1', searchType: 'group', searchUrl: 'https://www.linkedin.com/groups/1/' }),
    ).toHaveLength(1);
    expect(messages({ campaignId: 'c1', searchType: 'linkedin search', searchParameters: {} })).toEqual([
      'Please enter keywords or at least one filter for the search',
    ]);
    expect(
      messages({
        searchType: 'linkedin search',
        searchUrl: 'https://www.linkedin.com/search/results/people/',
      }),
    ).not.toEqual([]);
  });
});
