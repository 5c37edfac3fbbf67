import { describe, expect, it } from 'vitest';
import {
  emptyEngagerCampaignForm,
  engagerCampaignForm,
  type engagerKinds,
  toEngagerCreateRequest,
} from './engagerCampaignForm.ts';

const post = 'https://www.linkedin.com/feed/update/urn:li:activity:7212345678901234567/';
const newsletter = 'https://www.linkedin.com/pulse/weekly-growth-notes-1-jane-doe/';
const urlError = (kind: (typeof engagerKinds)[number], url: string) => {
  const r = engagerCampaignForm(kind).safeParse({ ...emptyEngagerCampaignForm(), url });
  return r.success ? null : r.error.issues.find((i) => i.path[0] === 'url')?.message;
};

describe('engager campaign form', () => {
  it('answers each kind’s URL rule with the spec’s text', () => {
    expect(urlError('post', post)).toBeNull();
    expect(
      urlError('post', 'https://www.linkedin.com/posts/jane_hello-activity-7212345678901234567-abcd'),
    ).toBeNull();
    expect(urlError('post', 'https://www.linkedin.com/posts/jane_hello-world/')).toBe(
      'Wrong linkedin post url',
    );
    expect(urlError('advertisement-post', newsletter)).toBe('Wrong linkedin post url');
    expect(urlError('newsletter', newsletter)).toBeNull();
    expect(urlError('newsletter', post)).toBe('Please use a valid LinkedIn newsletter URL');
    expect(urlError('newsletter', '')).toBe('Please use a valid LinkedIn newsletter URL');
  });

  it('reads the local sandbox’s loopback host as linkedin.com, as the server does', () => {
    expect(urlError('post', 'http://127.0.0.1:4010/feed/update/urn:li:activity:1/')).toBeNull();
    expect(urlError('newsletter', 'http://127.0.0.1:4010/pulse/notes-1/')).toBeNull();
  });

  it('builds the server’s body: category linkedin and the kind’s campaign type', () => {
    const v = engagerCampaignForm('advertisement-post').parse({
      ...emptyEngagerCampaignForm(),
      name: '  Spring ad ',
      url: ` ${post} `,
    });
    expect(toEngagerCreateRequest('advertisement-post', v)).toMatchObject({
      name: 'Spring ad',
      category: 'linkedin',
      campaignType: 'advertisement post',
      searchUrl: post,
    });
    expect(toEngagerCreateRequest('post', v).campaignType).toBe('linkedin post');
    expect(toEngagerCreateRequest('newsletter', v).campaignType).toBe('newsletter');
  });
});
