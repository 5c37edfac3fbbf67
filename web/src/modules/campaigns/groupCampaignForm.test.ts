import { describe, expect, it } from 'vitest';
import {
  emptyGroupCampaignForm,
  groupIdOfUrl,
  toGroupCreateRequest,
  ZGroupCampaignForm,
} from './groupCampaignForm.ts';

describe('the group campaign form', () => {
  it('reads the group id of a linkedin.com or sandbox group URL', () => {
    expect(groupIdOfUrl('https://www.linkedin.com/groups/1234567/')).toBe('1234567');
    expect(groupIdOfUrl('http://127.0.0.1:4010/groups/7654321/members/')).toBe('7654321');
    expect(groupIdOfUrl('https://www.linkedin.com/company/acme/')).toBeNull();
  });

  it('answers the group text for another URL, and sends every Group Message through the group', () => {
    const bad = ZGroupCampaignForm.safeParse({ ...emptyGroupCampaignForm(), groupUrl: 'https://x.example/' });
    expect(bad.error?.issues.find((i) => i.path[0] === 'groupUrl')).toMatchObject({
      path: ['groupUrl'],
      message: 'Please use a valid LinkedIn group URL',
    });
    const form = { ...emptyGroupCampaignForm(), groupUrl: ' https://www.linkedin.com/groups/1234567/ ' };
    const steps = form.touchSequence.sequence.map((s) =>
      s.type === 'Group Message' ? { ...s, group_id: 'x', message: 'Hi' } : s,
    );
    const v = ZGroupCampaignForm.parse({ ...form, touchSequence: { sequence: steps } });
    const body = toGroupCreateRequest(v);
    expect(body).toMatchObject({
      category: 'group',
      campaignType: 'group',
      searchUrl: 'https://www.linkedin.com/groups/1234567/',
    });
    expect(body.touchSequence?.sequence.map((s) => [s.type, s.group_id ?? null])).toEqual([
      ['LI View', null],
      ['Group Message', '1234567'],
    ]);
  });
});
