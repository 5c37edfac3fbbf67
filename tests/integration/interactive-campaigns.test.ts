import { describe, expect, it } from 'vitest';
import { completeNext } from '../support/bot-role.ts';
import { newSession, waitFor } from '../support/outreach.ts';

// POST /campaigns/interactive-questions (issue #8; spec 3 §7 names the call, the rest is ours:
// shared/SPEC-CHOICES.md "Interactive campaigns"): answers make a draft LinkedIn campaign with a
// people search and the sequence of its goal; answering again remakes a draft; the bot collects it.
const answers = (over: Record<string, unknown> = {}) => ({
  goal: 'book-meetings',
  audience: 'Head of Sales',
  location: 'Berlin',
  connections: { second: true, third: false },
  offer: 'We help sales teams halve their admin.',
  ...over,
});
const ask = (s: Awaited<ReturnType<typeof newSession>>, body: unknown) =>
  s.call('POST', '/campaigns/interactive-questions', body);
const stepTypes = (c: { touchSequence: { sequence: { type: string }[] } }) =>
  c.touchSequence.sequence.map((st) => st.type);

describe('Interactive campaigns', () => {
  it('answers missing or bad answers with 400 in our words, writing nothing', async () => {
    const s = await newSession();
    const before = (await s.call('GET', '/campaigns')).body;
    const cases: [unknown, string][] = [
      [{ answers: answers({ goal: undefined }) }, 'Please choose the goal of your campaign'],
      [{ answers: answers({ goal: 'sell-everything' }) }, 'Please choose the goal of your campaign'],
      [{ answers: answers({ audience: '   ' }) }, 'Please tell us who you want to reach'],
      [{ answers: answers({ audience: undefined }) }, 'Please tell us who you want to reach'],
      [
        { answers: answers({ connections: { second: false, third: false } }) },
        'Please choose at least one kind of connection',
      ],
      [
        { answers: answers({ audience: 'a OR b OR c AND d NOT e OR f OR g' }) },
        'Please use less than 5 boolean operators (eg. OR, AND, etc.) in your search.',
      ],
      [{ answers: answers({ offer: 'x'.repeat(501) }) }, 'Too big'],
      [{}, 'expected object'],
    ];
    for (const [body, text] of cases) {
      const res = await ask(s, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: expect.any(String), statusCode: 400 });
      expect(JSON.stringify(res.body.message)).toContain(text);
    }
    expect((await s.call('GET', '/campaigns')).body).toEqual(before);
  });

  it('makes a draft with the answers’ people search and the goal’s sequence, then remakes it', async () => {
    const s = await newSession();
    const res = await ask(s, { name: 'Sales leaders in Berlin', answers: answers() });
    expect(res.status).toBe(201);
    const c = res.body;
    expect(c).toMatchObject({
      name: 'Sales leaders in Berlin',
      category: 'linkedin',
      campaignType: 'interactive questions',
      status: 'draft',
      interactiveAnswers: answers(),
      searchParameters: {
        keywords: 'Head of Sales',
        connections: { first: false, second: true, third: false },
        locations: ['Berlin'],
      },
    });
    const url = new URL(c.searchUrl);
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/search/results/people/');
    expect(url.searchParams.get('keywords')).toBe('Head of Sales Berlin');
    expect(JSON.parse(url.searchParams.get('network')!)).toEqual(['S']);
    expect(stepTypes(c)).toEqual(['LI View', 'LI Connect', 'LI Message']);
    expect(c.touchSequence.sequence[1].message).toContain('{{first_name}}');
    expect(c.touchSequence.sequence[1].message.length).toBeLessThanOrEqual(280);
    expect(c.touchSequence.sequence[2].message).toBe(
      'Thanks for connecting, {{first_name}}! We help sales teams halve their admin. Would you be open to a short call next week?',
    );
    // The answers come back with the campaign, for the questions page to show them again.
    expect((await s.call('GET', `/campaigns/${c.id}`)).body.interactiveAnswers).toEqual(answers());

    // An edited sequence survives new answers with the same goal and offer…
    const edited = [
      { type: 'LI View', delay_time_unit: 'day(s)', delay_number: 0 },
      { type: 'LI Connect', delay_time_unit: 'day(s)', delay_number: 2, message: 'Hello {{first_name}}' },
    ];
    expect(
      (await s.call('PATCH', `/campaigns/${c.id}/sequence`, { touchSequence: { sequence: edited } })).status,
    ).toBe(200);
    const again = await ask(s, {
      campaignId: c.id,
      answers: answers({
        audience: 'VP Sales',
        location: undefined,
        connections: { second: true, third: true },
      }),
    });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(c.id);
    expect(new URL(again.body.searchUrl).searchParams.get('keywords')).toBe('VP Sales');
    expect(JSON.parse(new URL(again.body.searchUrl).searchParams.get('network')!)).toEqual(['S', 'O']);
    expect(again.body.touchSequence.sequence[1].message).toBe('Hello {{first_name}}');
    expect(again.body.name).toBe('Sales leaders in Berlin');
    // …and a new goal makes the goal's sequence again.
    const network = await ask(s, { campaignId: c.id, answers: answers({ goal: 'grow-network', offer: '' }) });
    expect(stepTypes(network.body)).toEqual(['LI View', 'LI Connect']);
    const stored = (await s.call('GET', `/campaigns/${c.id}`)).body;
    expect(stored).toMatchObject({ interactiveAnswers: { goal: 'grow-network' }, numOfTouches: 2 });
    // Without a name, a new draft gets the default draft name.
    const unnamed = await ask(s, { answers: answers() });
    expect(unnamed.body.name).toMatch(/^Campaign draft \(\d+\)$/);
  });

  it('takes new answers only for the team’s own draft interactive campaigns', async () => {
    const [s, other] = await Promise.all([newSession(), newSession()]);
    const mine = (await ask(s, { answers: answers() })).body;
    const theirs = await ask(other, { campaignId: mine.id, answers: answers({ audience: 'Hijack' }) });
    expect(theirs.status).toBe(404);
    const search = (
      await s.call('POST', '/campaigns/audience', {
        category: 'linkedin',
        campaignType: 'linkedin search',
        searchUrl: 'https://www.linkedin.com/search/results/people/?keywords=cto',
      })
    ).body;
    const notInteractive = await ask(s, { campaignId: search.id, answers: answers() });
    expect(notInteractive.status).toBe(400);
    expect(notInteractive.body.message).toBe('Only a draft interactive campaign can take new answers');
    // POST /campaigns/audience does not make this type with a URL of its own choosing.
    const direct = await s.call('POST', '/campaigns/audience', {
      category: 'linkedin',
      campaignType: 'interactive questions',
      searchUrl: 'https://www.linkedin.com/search/results/people/?keywords=cto',
    });
    expect(direct.status).toBe(400);

    // Published: the bot collects the answers' search; the answers can no longer change it.
    expect((await s.call('POST', `/campaigns/${mine.id}/publish`)).status).toBe(200);
    const late = await ask(s, { campaignId: mine.id, answers: answers({ audience: 'Too late' }) });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('Only a draft interactive campaign can take new answers');
    const collect = await completeNext({ teamId: s.teamId, userId: s.userId }, 'collect-search', () => ({
      people: [
        { publicId: 'ia-ada', profileUrl: 'https://www.linkedin.com/in/ia-ada/', firstName: 'Ada' },
        { publicId: 'ia-alan', profileUrl: 'https://www.linkedin.com/in/ia-alan/', firstName: 'Alan' },
      ],
      lastPage: 1,
      exhausted: true,
    }));
    expect(collect.payload).toMatchObject({ campaignId: mine.id, searchUrl: mine.searchUrl });
    const c = await waitFor(async () => {
      const body = (await s.call('GET', `/campaigns/${mine.id}`)).body;
      return body.isSearchEnded ? body : undefined;
    });
    expect(c).toMatchObject({ leadsCount: 2, status: 'active', interactiveAnswers: answers() });
  });
});
