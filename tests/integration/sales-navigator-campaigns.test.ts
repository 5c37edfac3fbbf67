import { describe, expect, it } from 'vitest';
import { botActions, completeNext } from '../support/bot-role.ts';
import { domainDeps } from '../support/domain.ts';
import { newSession, waitFor } from '../support/outreach.ts';

// Sales Navigator search, Sales Navigator saved search and Recruiter search campaigns on the server
// (issue #8): the URL rules in the spec's words, Premium gating (spec 1 §1 "Sales Navigator URL
// campaigns"), and the audience asked of the bot as a collect-search of the campaign's own URL.
const SN = 'https://www.linkedin.com/sales/search/people';
const snSearch = `${SN}?query=(keywords:engineer)&sessionId=abc`;
const snSaved = `${SN}?savedSearchId=50002`;
const recruiter = 'https://www.linkedin.com/talent/hire/7001/discover/recruiterSearch?keywords=designer';
const snText = 'Please use a valid Linkedin sales navigator URL.';
const recruiterText = 'Please use a valid LinkedIn Recruiter search URL.';
const step = (type: string) => ({ type, delay_time_unit: 'day(s)', delay_number: 0 });
const person = (publicId: string) => ({
  publicId,
  profileUrl: `https://www.linkedin.com/in/${publicId}/`,
  firstName: publicId.split('-')[0],
  lastName: 'Lead',
  headline: 'Engineer at Acme',
  degree: '2nd' as const,
});
const create = (
  s: Awaited<ReturnType<typeof newSession>>,
  campaignType: string,
  url?: string,
  field: 'salesNavigatorUrl' | 'searchUrl' = 'salesNavigatorUrl',
) =>
  s.call('POST', '/campaigns/audience', {
    category: 'linkedin',
    campaignType,
    [field]: url,
    touchSequence: { sequence: [step('LI View')] },
  });
const setPlan = async (teamId: string, plan: string) =>
  (await domainDeps()).db.entities.team.patch({ teamId }).set({ plan }).go();

describe('Sales Navigator and Recruiter campaigns on the server', () => {
  it('answers each type’s URL rule in its exact words, and a free plan with the upgrade hint, writing nothing', async () => {
    const s = await newSession();
    await setPlan(s.teamId, 'pro');
    const before = (await s.call('GET', '/campaigns')).body;
    const cases: [string, string | undefined, string][] = [
      ['sales navigator search', 'https://www.linkedin.com/search/results/people/?keywords=cto', snText],
      ['sales navigator search', `${SN}?recentSearchId=123456`, snText],
      ['sales navigator search', 'https://evil.example/sales/search/people?keywords=cto', snText],
      ['sales navigator search', undefined, snText],
      ['sales navigator saved search', 'https://www.linkedin.com/sales/lists/people/1', snText],
      ['sales navigator saved search', undefined, snText],
      ['recruiter search', snSearch, recruiterText],
      ['recruiter search', 'https://www.linkedin.com/talent/profile/AEMAA1', recruiterText],
      ['recruiter search', undefined, recruiterText],
    ];
    for (const [type, url, text] of cases) {
      const res = await create(s, type, url);
      expect(res.status, `${type} ${url}`).toBe(400);
      expect(res.body).toMatchObject({ error: 'Bad Request', statusCode: 400 });
      expect(res.body.message).toContain(text);
    }
    // The rule holds whichever field carries the URL.
    const viaSearchUrl = await create(s, 'recruiter search', snSearch, 'searchUrl');
    expect(viaSearchUrl.status).toBe(400);
    expect(viaSearchUrl.body.message).toContain(recruiterText);

    await setPlan(s.teamId, 'free');
    for (const [type, url] of [
      ['sales navigator search', snSearch],
      ['sales navigator saved search', snSaved],
      ['recruiter search', recruiter],
    ] as const) {
      const res = await create(s, type, url);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'Bad Request', statusCode: 400 });
      expect(res.body.message).toBe(
        'Experience the full potential of this feature by upgrading to one of our Premium plans.',
      );
    }
    expect((await s.call('GET', '/campaigns')).body).toEqual(before);
  });

  it('asks the bot to collect each type’s own URL page after page; a missing LinkedIn product ends the search', async () => {
    const s = await newSession();
    await setPlan(s.teamId, 'pro');
    const acc = { teamId: s.teamId, userId: s.userId };

    const created = await create(s, 'sales navigator search', snSearch);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ campaignType: 'sales navigator search', searchUrl: snSearch });
    const id = created.body.id as string;
    expect((await s.call('POST', `/campaigns/${id}/publish`)).status).toBe(200);
    const first = await completeNext(acc, 'collect-search', () => ({
      people: [person('ada-lead'), person('alan-lead')],
      lastPage: 1,
      exhausted: false,
    }));
    expect(first.payload).toMatchObject({ campaignId: id, searchUrl: snSearch, startPage: 1 });
    const second = await completeNext(acc, 'collect-search', () => ({
      people: [person('alan-lead'), person('grace-lead')],
      lastPage: 2,
      exhausted: true,
    }));
    expect(second.payload).toMatchObject({ campaignId: id, searchUrl: snSearch, startPage: 2 });
    const done = await waitFor(async () => {
      const body = (await s.call('GET', `/campaigns/${id}`)).body;
      return body.isSearchEnded ? body : undefined;
    });
    expect(done.leadsCount).toBe(3);

    for (const [type, url] of [
      ['sales navigator saved search', snSaved],
      ['recruiter search', recruiter],
    ] as const) {
      const c = await create(s, type, url);
      expect(c.status).toBe(201);
      const cid = c.body.id as string;
      expect((await s.call('POST', `/campaigns/${cid}/publish`)).status).toBe(200);
      const a = await completeNext(acc, 'collect-search', () => ({
        people: [],
        lastPage: 0,
        exhausted: true,
        missingProduct: type === 'recruiter search' ? 'recruiter' : 'sales-navigator',
      }));
      expect(a.payload).toMatchObject({ campaignId: cid, searchUrl: url, startPage: 1 });
      const ended = await waitFor(async () => {
        const body = (await s.call('GET', `/campaigns/${cid}`)).body;
        return body.isSearchEnded ? body : undefined;
      });
      expect(ended.leadsCount ?? 0).toBe(0);
    }
    const collects = (await botActions(acc)).filter((a) => a.type === 'collect-search');
    expect(collects).toHaveLength(4);
  });
});
