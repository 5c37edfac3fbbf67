import { connectMessageMaxLength } from '@outreach/shared/constants/outreach';
import { ZCreateAudienceRequest } from '@outreach/shared/schemas/campaign-audience';
import { describe, expect, it } from 'vitest';
import {
  emptyLinkedInCampaignForm,
  emptySearchFilters,
  filtersSearchUrl,
  leadSourceAllowed,
  leadSources,
  linkedInStepChoices,
  searchFiltersIssue,
  stepChoicesFor,
  toCreateRequest,
  toSearchParameters,
  urlSourceIssue,
  ZLinkedInCampaignForm,
} from './campaignForm.ts';

describe('the people search source', () => {
  const accepted = (url: string) => urlSourceIssue('search', url) === null;
  it('accepts LinkedIn and the loopback sandbox people searches only', () => {
    expect(accepted('https://www.linkedin.com/search/results/people/?keywords=cto')).toBe(true);
    expect(accepted('http://127.0.0.1:4321/search/results/people/?keywords=engineer')).toBe(true);
    expect(accepted('https://www.linkedin.com/in/jane')).toBe(false);
    expect(accepted('https://example.com/search/results/people/')).toBe(false);
  });
});

describe('Sales Navigator and Recruiter sources', () => {
  const sn = 'https://www.linkedin.com/sales/search/people?query=(keywords:cto)';
  const saved = 'http://127.0.0.1:4321/sales/search/people?savedSearchId=50002';
  const recruiter = 'http://127.0.0.1:4321/talent/hire/7001/discover/recruiterSearch?keywords=cto';
  const people = 'https://www.linkedin.com/search/results/people/?keywords=cto';

  it("checks each source's URL with the server's rule and words", () => {
    expect(urlSourceIssue('sales-navigator', sn)).toBeNull();
    expect(urlSourceIssue('sales-navigator-saved', saved)).toBeNull();
    expect(urlSourceIssue('recruiter', recruiter)).toBeNull();
    expect(urlSourceIssue('search', people)).toBeNull();
    expect(urlSourceIssue('sales-navigator', people)).toBe(
      'Please use a valid Linkedin sales navigator URL.',
    );
    // A recent search cannot be reused (spec 3 §5).
    expect(
      urlSourceIssue('sales-navigator', 'https://www.linkedin.com/sales/search/people?recentSearchId=9'),
    ).toBe('Please use a valid Linkedin sales navigator URL.');
    expect(urlSourceIssue('recruiter', sn)).toBe('Please use a valid LinkedIn Recruiter search URL.');
    expect(urlSourceIssue('search', recruiter)).toBe('Please use a valid Linkedin search URL.');
    expect(urlSourceIssue('sales-navigator', 'https://evil.example/sales/search/people')).toBe(
      'Please use a valid Linkedin sales navigator URL.',
    );
  });

  it('sends the URL as salesNavigatorUrl with the source campaign type, as the server takes it', () => {
    const base = { ...emptyLinkedInCampaignForm(), name: 'SN' };
    const cases = [
      ['sales-navigator', sn, 'sales navigator search'],
      ['sales-navigator-saved', saved, 'sales navigator saved search'],
      ['recruiter', recruiter, 'recruiter search'],
    ] as const;
    for (const [source, url, campaignType] of cases) {
      const body = toCreateRequest(ZLinkedInCampaignForm.parse({ ...base, source, searchUrl: ` ${url} ` }));
      expect(body).toMatchObject({ campaignType, salesNavigatorUrl: url });
      expect(body).not.toHaveProperty('searchUrl');
      expect(ZCreateAudienceRequest.safeParse(body).success).toBe(true);
    }
    const wrong = ZLinkedInCampaignForm.safeParse({ ...base, source: 'recruiter', searchUrl: sn });
    expect(wrong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['searchUrl', 'Please use a valid LinkedIn Recruiter search URL.'],
    ]);
  });

  it('needs the Sales Navigator URL feature for Sales Navigator and Recruiter sources only', () => {
    const free = leadSources.filter((s) => leadSourceAllowed(s, new Set()));
    expect(free).toEqual(['search', 'filters', 'csv']);
    expect(leadSources.every((s) => leadSourceAllowed(s, new Set(['salesNavigatorUrl'])))).toBe(true);
  });
});

describe('ZLinkedInCampaignForm', () => {
  const valid = {
    ...emptyLinkedInCampaignForm(),
    searchUrl: 'http://127.0.0.1:4321/search/results/people/?keywords=engineer',
  };

  it('needs a valid search URL or an uploaded CSV', () => {
    const r = ZLinkedInCampaignForm.safeParse({ ...valid, searchUrl: 'nope' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe('Please use a valid Linkedin search URL.');
    expect(ZLinkedInCampaignForm.safeParse({ ...valid, source: 'csv' }).success).toBe(false);
    expect(
      ZLinkedInCampaignForm.safeParse({ ...valid, source: 'csv', csvKey: 'uploads/t/x.csv' }).success,
    ).toBe(true);
  });

  it('refuses a connect note over 280 characters with the shared message', () => {
    const v = structuredClone(valid);
    v.touchSequence.sequence[1].message = 'x'.repeat(connectMessageMaxLength + 1);
    const r = ZLinkedInCampaignForm.safeParse(v);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].path).toEqual(['touchSequence', 'sequence', 1, 'message']);
  });

  it('builds a body the server schema accepts', () => {
    const body = toCreateRequest(ZLinkedInCampaignForm.parse({ ...valid, name: ' Engineers ' }));
    expect(body).toMatchObject({ name: 'Engineers', category: 'linkedin', campaignType: 'linkedin search' });
    expect(ZCreateAudienceRequest.safeParse(body).success).toBe(true);
    const csv = toCreateRequest(ZLinkedInCampaignForm.parse({ ...valid, source: 'csv', csvKey: 'k' }));
    expect(csv).toMatchObject({ campaignType: 'csv upload', csvKey: 'k' });
    expect(csv).not.toHaveProperty('searchUrl');
  });

  it('offers view, connect and message steps, and chained messages on plans with the feature', () => {
    expect(stepChoicesFor(linkedInStepChoices, new Set())).toEqual(['LI View', 'LI Connect', 'LI Message']);
    expect(stepChoicesFor(linkedInStepChoices, new Set(['chainedMessages']))).toEqual([
      'LI View',
      'LI Connect',
      'LI Message',
      'Chained messages',
    ]);
  });
});

describe('the search-from-filters source', () => {
  const form = (filters: Partial<ReturnType<typeof emptySearchFilters>>) => ({
    ...emptyLinkedInCampaignForm(),
    name: 'Filters',
    source: 'filters' as const,
    filters: { ...emptySearchFilters(), ...filters },
  });

  it('sends the filters as spec 4’s searchParameters of a linkedin search, blank fields left out', () => {
    const v = ZLinkedInCampaignForm.parse(
      form({ keywords: ' cto ', title: 'VP', company: ' ', first: true }),
    );
    const body = toCreateRequest(v);
    expect(body).toMatchObject({
      campaignType: 'linkedin search',
      searchParameters: {
        keywords: 'cto',
        connections: { first: true, second: true, third: true },
        specifyKeywords: { title: 'VP' },
      },
    });
    expect(body.searchUrl).toBeUndefined();
    expect(ZCreateAudienceRequest.safeParse(body).success).toBe(true);
    expect(leadSourceAllowed('filters', new Set())).toBe(true);
  });

  it('refuses filters that name nothing, and keywords over the boolean limit, in the server’s words', () => {
    const issue = (f: Partial<ReturnType<typeof emptySearchFilters>>) =>
      ZLinkedInCampaignForm.safeParse(form(f)).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issue({})).toEqual([
      ['filters.keywords', 'Please enter keywords or at least one filter for the search'],
    ]);
    expect(searchFiltersIssue({ ...emptySearchFilters(), keywords: 'a OR b OR c OR d OR e OR f OR g' })).toBe(
      'Please use less than 5 boolean operators (eg. OR, AND, etc.) in your search.',
    );
    expect(issue({ school: 'MIT' })).toBeUndefined();
    expect(filtersSearchUrl({ ...emptySearchFilters(), school: 'MIT' })).toBe(
      'https://www.linkedin.com/search/results/people/?origin=FACETED_SEARCH&network=%5B%22S%22%2C%22O%22%5D&schoolFreetext=MIT',
    );
  });
});

describe('search filters that take LinkedIn ids', () => {
  it('send the picks’ ids as spec 4’s lists, and make a search on their own', () => {
    const f = {
      ...emptySearchFilters(),
      locations: [
        { id: '101', name: 'Berlin, Berlin, Germany' },
        { id: '102', name: 'Munich, Bavaria, Germany' },
      ],
      industries: [{ id: '4', name: 'Software Development' }],
      schools: [],
    };
    expect(toSearchParameters(f)).toEqual({
      connections: { first: false, second: true, third: true },
      locations: ['101', '102'],
      industries: ['4'],
    });
    expect(searchFiltersIssue(f)).toBeNull();
    expect(filtersSearchUrl(f)).toContain('geoUrn=%5B%22101%22%2C%22102%22%5D');
    expect(filtersSearchUrl(f)).toContain('industry=%5B%224%22%5D');
  });
});
