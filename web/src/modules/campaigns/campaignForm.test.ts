import { connectMessageMaxLength } from '@outreach/shared/constants/outreach';
import { ZCreateAudienceRequest } from '@outreach/shared/schemas/campaign-audience';
import { describe, expect, it } from 'vitest';
import {
  emptyLinkedInCampaignForm,
  isAcceptedSearchUrl,
  linkedInStepChoices,
  stepChoicesFor,
  toCreateRequest,
  ZLinkedInCampaignForm,
} from './campaignForm.ts';

describe('isAcceptedSearchUrl', () => {
  it('accepts LinkedIn and the loopback sandbox people searches only', () => {
    expect(isAcceptedSearchUrl('https://www.linkedin.com/search/results/people/?keywords=cto')).toBe(true);
    expect(isAcceptedSearchUrl('http://127.0.0.1:4321/search/results/people/?keywords=engineer')).toBe(true);
    expect(isAcceptedSearchUrl('https://www.linkedin.com/in/jane')).toBe(false);
    expect(isAcceptedSearchUrl('https://example.com/search/results/people/')).toBe(false);
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
