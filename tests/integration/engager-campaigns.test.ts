import { describe, expect, it } from 'vitest';
import { botActions, completeNext } from '../support/bot-role.ts';
import { domainDeps } from '../support/domain.ts';
import { newSession, waitFor } from '../support/outreach.ts';

// Post, advertisement-post and newsletter campaigns on the server (issue #8): the URL rules with
// the spec's texts, Premium gating, and the audience collected by the bot (post reactors then
// commenters, a newsletter's subscribers) in resumable batches, each person once.
const postUrl = 'https://www.linkedin.com/feed/update/urn:li:activity:7212345678901234567/';
const newsletterUrl = 'https://www.linkedin.com/pulse/weekly-growth-notes-1-jane-doe/';
const step = (type: string) => ({ type, delay_time_unit: 'day(s)', delay_number: 0 });
const person = (publicId: string) => ({
  publicId,
  profileUrl: `https://www.linkedin.com/in/${publicId}/`,
  firstName: publicId.split('-')[0],
  lastName: 'Engager',
  headline: 'Growth at Acme',
  degree: '2nd' as const,
});
const create = (s: Awaited<ReturnType<typeof newSession>>, campaignType: string, searchUrl?: string) =>
  s.call('POST', '/campaigns/audience', {
    category: 'linkedin',
    campaignType,
    searchUrl,
    touchSequence: { sequence: [step('LI View')] },
  });
const setPlan = async (teamId: string, plan: string) =>
  (await domainDeps()).db.entities.team.patch({ teamId }).set({ plan }).go();

describe('Engager campaigns on the server', () => {
  it('answers each type’s URL rule in the spec’s words, and a free plan with the upgrade hint, writing nothing', async () => {
    const s = await newSession();
    await setPlan(s.teamId, 'pro');
    const before = (await s.call('GET', '/campaigns')).body;
    const cases: [string, string | undefined, string][] = [
      ['linkedin post', 'https://www.linkedin.com/in/jane-doe/', 'Wrong linkedin post url'],
      ['linkedin post', 'https://www.linkedin.com/posts/jane_hello-world/', 'Wrong linkedin post url'],
      ['linkedin post', undefined, 'Wrong linkedin post url'],
      ['advertisement post', 'https://example.com/feed/update/urn:li:activity:1/', 'Wrong linkedin post url'],
      [
        'newsletter',
        'https://www.linkedin.com/newsletters/weekly-7000/',
        'Please use a valid LinkedIn newsletter URL',
      ],
      ['newsletter', undefined, 'Please use a valid LinkedIn newsletter URL'],
    ];
    for (const [type, url, text] of cases) {
      const res = await create(s, type, url);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400 });
      expect(res.body.message).toContain(text);
    }
    await setPlan(s.teamId, 'free');
    for (const [type, url] of [
      ['linkedin post', postUrl],
      ['advertisement post', postUrl],
      ['newsletter', newsletterUrl],
    ] as const) {
      const res = await create(s, type, url);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'Experience the full potential of this feature by upgrading to one of our Premium plans.',
      );
    }
    expect((await s.call('GET', '/campaigns')).body).toEqual(before);
  });

  it('collects a post’s engagers in batches from the page after the last read whole, each person once', async () => {
    const s = await newSession();
    await setPlan(s.teamId, 'pro');
    const created = await create(s, 'linkedin post', postUrl);
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(created.body).toMatchObject({ campaignType: 'linkedin post', searchUrl: postUrl });
    expect((await s.call('POST', `/campaigns/${id}/publish`)).status).toBe(200);
    const acc = { teamId: s.teamId, userId: s.userId };

    const first = await completeNext(acc, 'collect-members', () => ({
      people: [person('ada-liker'), person('alan-liker')],
      lastPage: 1,
      exhausted: false,
    }));
    expect(first.payload).toMatchObject({ campaignId: id, sourceUrl: postUrl, startPage: 1 });
    // A liker who also commented comes again in the next batch: still one lead.
    const second = await completeNext(acc, 'collect-members', () => ({
      people: [person('alan-liker'), person('grace-commenter')],
      lastPage: 1001,
      exhausted: true,
    }));
    expect(second.payload).toMatchObject({ sourceUrl: postUrl, startPage: 2 });
    const c = await waitFor(async () => {
      const body = (await s.call('GET', `/campaigns/${id}`)).body;
      return body.isSearchEnded ? body : undefined;
    });
    expect(c.leadsCount).toBe(3);
    const collects = (await botActions(acc)).filter((a) => a.type === 'collect-members');
    expect(collects).toHaveLength(2);
  });

  it('asks the bot for a newsletter’s subscribers from its article URL, and for an ad’s engagers', async () => {
    const s = await newSession();
    await setPlan(s.teamId, 'pro');
    const acc = { teamId: s.teamId, userId: s.userId };
    for (const [type, url] of [
      ['newsletter', newsletterUrl],
      ['advertisement post', postUrl],
    ] as const) {
      const created = await create(s, type, url);
      expect(created.status).toBe(201);
      const id = created.body.id as string;
      expect((await s.call('POST', `/campaigns/${id}/publish`)).status).toBe(200);
      const a = await completeNext(acc, 'collect-members', () => ({
        people: [person(`sub-${type.length}-1`)],
        lastPage: 1,
        exhausted: true,
      }));
      expect(a.payload).toMatchObject({ campaignId: id, sourceUrl: url, startPage: 1 });
      await waitFor(async () => (await s.call('GET', `/campaigns/${id}`)).body.leadsCount === 1 || undefined);
    }
  });
});
