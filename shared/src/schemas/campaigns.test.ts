import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultStep, stepTypes } from '../rules/outreach/sequence.ts';
import {
  campaignMessages,
  countBooleanOperators,
  ZCampaignNameRequest,
  ZConnectMessage,
  ZCreateCampaignRequest,
  ZRestartSearchRequest,
  ZSearchQuery,
  ZSequenceStep,
} from './campaigns.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error?.issues[0]?.message;

describe('spec 3 §5 search query: at most 5 boolean operators', () => {
  it('allows 5 and refuses 6 with the spec message', () => {
    expect(ZSearchQuery.safeParse('a OR b OR c OR d OR e AND f').success).toBe(true);
    expect(firstMessage(ZSearchQuery.safeParse('a OR b OR c OR d OR e AND f NOT g'))).toBe(
      'Please use less than 5 boolean operators (eg. OR, AND, etc.) in your search.',
    );
  });
  it('counts upper-case operators outside quotes only', () => {
    expect(countBooleanOperators('sales and marketing or ops')).toBe(0);
    expect(countBooleanOperators('"R AND D" OR "M AND A"')).toBe(1);
    expect(countBooleanOperators('ORACLE ANDROID NOTION')).toBe(0);
  });
});

describe('spec 3 §5 connect message max 280', () => {
  it('accepts 280, refuses 281', () => {
    expect(ZConnectMessage.safeParse('x'.repeat(280)).success).toBe(true);
    expect(ZConnectMessage.safeParse('x'.repeat(281)).success).toBe(false);
  });
  it('applies to LI Connect steps; the follow-up has no such limit', () => {
    const step = { ...defaultStep('LI Connect', 0), message: 'x'.repeat(281) };
    expect(ZSequenceStep.safeParse(step).success).toBe(false);
    expect(
      ZSequenceStep.safeParse({ ...step, message: 'x'.repeat(280), followup_message: 'y'.repeat(5000) })
        .success,
    ).toBe(true);
  });
});

describe('spec 3 §3 sequence step schema', () => {
  it('accepts every default step (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...stepTypes), fc.integer({ min: 0, max: 20 }), (type, i) => {
        const step = defaultStep(type, i);
        const withGroup = type === 'Group Message' ? { ...step, group_id: 12 } : step;
        expect(ZSequenceStep.safeParse(withGroup).success).toBe(true);
      }),
    );
  });
  it("takes display-name types and 'day(s)'/'hour(s)' units only", () => {
    expect(
      ZSequenceStep.safeParse({ type: 'li_view', delay_time_unit: 'day(s)', delay_number: 0 }).success,
    ).toBe(false);
    expect(
      ZSequenceStep.safeParse({ type: 'LI View', delay_time_unit: 'days', delay_number: 0 }).success,
    ).toBe(false);
    expect(
      ZSequenceStep.safeParse({ type: 'LI View', delay_time_unit: 'hour(s)', delay_number: 3 }).success,
    ).toBe(true);
  });
  it('limits InMail to 1900 characters (spec 3 §9)', () => {
    const inmail = defaultStep('InMail Message', 1);
    expect(ZSequenceStep.safeParse({ ...inmail, message: 'x'.repeat(1900) }).success).toBe(true);
    expect(firstMessage(ZSequenceStep.safeParse({ ...inmail, message: 'x'.repeat(1901) }))).toBe(
      'Message cannot be longer than 1900 characters',
    );
  });
});

describe('spec 4 POST /campaigns/audience body', () => {
  const base = {
    name: 'Campaign draft (1)',
    category: 'linkedin',
    touchSequence: { sequence: [defaultStep('LI View', 0), defaultStep('LI Connect', 1)] },
  };
  it('accepts the observed Sales Navigator saved search body', () => {
    const r = ZCreateCampaignRequest.safeParse({
      ...base,
      campaignType: 'sales navigator saved search',
      salesNavigatorUrl: 'https://www.linkedin.com/sales/search/people?savedSearchId=1234',
      maxSearchAmount: 2500,
      excludeNoPhotos: true,
      premiumOnly: false,
      openLinkOnly: false,
      excludeInvitedProfiles: true,
      autoApproveLeads: true,
      getNewLeads: true,
      isLinkedinOnly: true,
      includeMessageOnly: false,
      noFirstConnections: true,
      retargetLeads: false,
      searchParameters: {
        keywords: 'cto OR cfo',
        connections: { first: false, second: true, third: true },
        profileLanguages: { english: true },
        specifyKeywords: { title: 'founder' },
        industries: ['4'],
        locations: ['103644278'],
      },
    });
    expect(r.success).toBe(true);
  });
  it('refuses a recent-search Sales Navigator URL with the spec message', () => {
    const r = ZCreateCampaignRequest.safeParse({
      ...base,
      campaignType: 'sales navigator search',
      salesNavigatorUrl: 'https://www.linkedin.com/sales/search/people?recentSearchId=99',
    });
    expect(firstMessage(r)).toBe('Please use a valid Linkedin sales navigator URL.');
  });
  it('checks a LinkedIn search URL and the 2500 cap', () => {
    expect(
      firstMessage(
        ZCreateCampaignRequest.safeParse({
          ...base,
          campaignType: 'linkedin search',
          searchUrl: 'https://x.com',
        }),
      ),
    ).toBe('Please use a valid Linkedin search URL.');
    expect(
      ZCreateCampaignRequest.safeParse({
        ...base,
        campaignType: 'linkedin search',
        searchUrl: 'https://www.linkedin.com/search/results/people/?keywords=cto',
        maxSearchAmount: 2501,
      }).success,
    ).toBe(false);
  });
  it("reads the 'multi-channel' spelling", () => {
    const r = ZCreateCampaignRequest.safeParse({
      ...base,
      category: 'multi-channel',
      campaignType: 'csv upload',
    });
    expect(r.success && r.data.category).toBe('multichannel');
  });
});

describe('campaign calls (spec 3 §7, §4)', () => {
  it('needs a name to rename', () => {
    expect(firstMessage(ZCampaignNameRequest.safeParse({ name: '  ' }))).toBe('Please enter a campaign name');
  });
  it('restart search needs something selected', () => {
    expect(ZRestartSearchRequest.safeParse({ restartCampaign: false, leadSourceIds: [] }).success).toBe(
      false,
    );
    expect(ZRestartSearchRequest.safeParse({ leadSourceIds: [4] }).success).toBe(true);
  });
});

describe('sequence size (issue #7: below DynamoDB’s 400 KB item)', () => {
  it('refuses more than 50 steps and more than 256 KB in all', async () => {
    const { ZTouchSequence, sequenceTooLargeMessage } = await import('./campaigns.ts');
    const step = { type: 'LI Message' as const, message: 'hi' };
    expect(ZTouchSequence.safeParse({ sequence: Array(50).fill(step) }).success).toBe(true);
    expect(ZTouchSequence.safeParse({ sequence: Array(51).fill(step) }).success).toBe(false);
    // Every message at its 8,000-character maximum: each step is valid, the whole is ~4 MB.
    const full = {
      type: 'LI Message' as const,
      message: 'x'.repeat(8000),
      followup_message: 'x'.repeat(8000),
      chainedMessages: Array(10).fill({ message: 'x'.repeat(8000) }),
    };
    const r = ZTouchSequence.safeParse({ sequence: Array(50).fill(full) });
    expect(r.error?.issues.map((i) => i.message)).toEqual([sequenceTooLargeMessage]);
  });
});

describe('campaign URLs', () => {
  it('refuses a URL for a campaign type that has no URL rule', () => {
    for (const campaignType of ['linkedin connections', 'csv upload', 'zapier'] as const) {
      const r = ZCreateCampaignRequest.safeParse({
        category: 'linkedin',
        campaignType,
        searchUrl: 'https://www.linkedin.com///h//evil.example/p',
      });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]).toMatchObject({
        path: ['searchUrl'],
        message: campaignMessages.urlNotExpected,
      });
    }
    expect(
      ZCreateCampaignRequest.safeParse({
        category: 'linkedin',
        campaignType: 'linkedin connections',
        searchUrl: '',
      }).success,
    ).toBe(true);
  });
  it('takes a group URL for a group campaign (OURS) and refuses anything else with the group text', () => {
    const parse = (searchUrl?: string) =>
      ZCreateCampaignRequest.safeParse({ category: 'group', campaignType: 'group', searchUrl });
    expect(parse('https://www.linkedin.com/groups/1234567/').success).toBe(true);
    for (const bad of [
      undefined,
      'https://www.linkedin.com///h//evil.example/groups/1/',
      'https://www.linkedin.com/company/acme/',
    ])
      expect(parse(bad).error?.issues[0]).toMatchObject({
        path: ['searchUrl'],
        message: 'Please use a valid LinkedIn group URL',
      });
  });
  it('refuses the tricky URL for a type with a rule', () => {
    const r = ZCreateCampaignRequest.safeParse({
      category: 'linkedin',
      campaignType: 'linkedin search',
      searchUrl: 'https://www.linkedin.com//search/results/people/?keywords=cto',
    });
    expect(r.success).toBe(false);
  });
});
