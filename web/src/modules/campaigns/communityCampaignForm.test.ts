import { describe, expect, it } from 'vitest';
import {
  communityCampaignForm,
  communityIdOfUrl,
  emptyCommunityCampaignForm,
  groupIdOfUrl,
  toCommunityCreateRequest,
} from './communityCampaignForm.ts';

const EVENT = '7212345678901234567';

describe('the group campaign form', () => {
  it('reads the group id of a linkedin.com or sandbox group URL', () => {
    expect(groupIdOfUrl('https://www.linkedin.com/groups/1234567/')).toBe('1234567');
    expect(groupIdOfUrl('http://127.0.0.1:4010/groups/7654321/members/')).toBe('7654321');
    expect(groupIdOfUrl('https://www.linkedin.com/company/acme/')).toBeNull();
  });

  it('answers the group text for another URL, and sends every Group Message through the group', () => {
    const schema = communityCampaignForm('group');
    const bad = schema.safeParse({ ...emptyCommunityCampaignForm('group'), url: 'https://x.example/' });
    expect(bad.error?.issues.find((i) => i.path[0] === 'url')).toMatchObject({
      path: ['url'],
      message: 'Please use a valid LinkedIn group URL',
    });
    const form = {
      ...emptyCommunityCampaignForm('group'),
      url: ' https://www.linkedin.com/groups/1234567/ ',
    };
    const steps = form.touchSequence.sequence.map((s) =>
      s.type === 'Group Message' ? { ...s, group_id: 'x', message: 'Hi' } : s,
    );
    const v = schema.parse({ ...form, touchSequence: { sequence: steps } });
    const body = toCommunityCreateRequest('group', v);
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

describe('the event campaign form', () => {
  it('reads the event id of linkedin.com and sandbox URLs, refuses others with the spec text', () => {
    expect(communityIdOfUrl('event', `https://www.linkedin.com/events/${EVENT}/`)).toBe(EVENT);
    expect(communityIdOfUrl('event', `http://127.0.0.1:4010/events/${EVENT}/`)).toBe(EVENT);
    expect(communityIdOfUrl('event', 'https://www.linkedin.com/groups/1234567/')).toBeNull();
    const bad = communityCampaignForm('event').safeParse({
      ...emptyCommunityCampaignForm('event'),
      url: 'https://example.com/',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toContain('Wrong linkedin event url');
    // A group URL is no event URL, and the other way round.
    const groupUrlAsEvent = communityCampaignForm('event').safeParse({
      ...emptyCommunityCampaignForm('event'),
      url: 'https://www.linkedin.com/groups/1234567/',
    });
    expect(groupUrlAsEvent.success).toBe(false);
  });

  it('starts with View then Event Message and builds the event campaign request', () => {
    const form = {
      ...emptyCommunityCampaignForm('event'),
      name: ' Attendees ',
      url: `https://www.linkedin.com/events/${EVENT}/`,
    };
    const v = communityCampaignForm('event').parse(form);
    expect(v.touchSequence.sequence.map((s) => s.type)).toEqual(['LI View', 'Event Message']);
    const body = toCommunityCreateRequest('event', v);
    expect(body).toMatchObject({
      name: 'Attendees',
      category: 'event',
      campaignType: 'event',
      searchUrl: `https://www.linkedin.com/events/${EVENT}/`,
    });
    expect(body.touchSequence?.sequence.every((s) => s.group_id === undefined)).toBe(true);
  });
});

describe('the company campaign form', () => {
  it('takes a company page URL (linkedin.com or the sandbox), refuses others with the spec text, and starts with View then Invite to company', () => {
    expect(communityIdOfUrl('company', 'https://www.linkedin.com/company/acme-inc/')).toBe('acme-inc');
    expect(communityIdOfUrl('company', 'http://127.0.0.1:4010/company/acme-inc/people/')).toBe('acme-inc');
    const bad = communityCampaignForm('company').safeParse({
      ...emptyCommunityCampaignForm('company'),
      url: `https://www.linkedin.com/events/${EVENT}/`,
    });
    expect(bad.error?.issues.map((i) => i.message)).toContain('Please use a valid LinkedIn company URL');
    const form = {
      ...emptyCommunityCampaignForm('company'),
      url: 'https://www.linkedin.com/company/acme-inc/',
    };
    const body = toCommunityCreateRequest('company', communityCampaignForm('company').parse(form));
    expect(body).toMatchObject({ category: 'company', campaignType: 'company' });
    expect(body.touchSequence?.sequence.map((s) => s.type)).toEqual(['LI View', 'Invite to company']);
  });
});
