import { describe, expect, it } from 'vitest';
import {
  emptyEventCampaignForm,
  eventIdOfUrl,
  toEventCreateRequest,
  ZEventCampaignForm,
} from './eventCampaignForm.ts';

const ID = '7212345678901234567';

describe('event campaign form', () => {
  it('reads the event id of linkedin.com and sandbox URLs, refuses others with the spec text', () => {
    expect(eventIdOfUrl(`https://www.linkedin.com/events/${ID}/`)).toBe(ID);
    expect(eventIdOfUrl(`http://127.0.0.1:4010/events/${ID}/`)).toBe(ID);
    expect(eventIdOfUrl('https://www.linkedin.com/groups/1234567/')).toBeNull();
    const bad = ZEventCampaignForm.safeParse({
      ...emptyEventCampaignForm(),
      eventUrl: 'https://example.com/',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toContain('Wrong linkedin event url');
  });

  it('starts with View then Event Message and builds the event campaign request', () => {
    const form = {
      ...emptyEventCampaignForm(),
      name: ' Attendees ',
      eventUrl: `https://www.linkedin.com/events/${ID}/`,
    };
    const v = ZEventCampaignForm.parse(form);
    expect(v.touchSequence.sequence.map((s) => s.type)).toEqual(['LI View', 'Event Message']);
    expect(toEventCreateRequest(v)).toMatchObject({
      name: 'Attendees',
      category: 'event',
      campaignType: 'event',
      searchUrl: `https://www.linkedin.com/events/${ID}/`,
    });
  });
});
