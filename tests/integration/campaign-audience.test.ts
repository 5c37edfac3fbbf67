import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/api.ts';
import { botActions } from '../support/bot-role.ts';
import { sandboxMailSettings, sendToSandbox } from '../support/mail.ts';
import {
  newSession,
  profileCsv,
  type Session,
  uploadCsv,
  viewConnectMessage,
  waitFor,
} from '../support/outreach.ts';

// Audience calls of spec 3 §7 (issue #8): more leads from a CSV of the campaign's own channel, and a
// search campaign's audience update, over HTTP against the real runtime.

const search = (keywords: string) => `https://www.linkedin.com/search/results/people/?keywords=${keywords}`;

async function activeEmailCampaign(s: Session) {
  const sender = uniqueEmail('sales').replace('@example.test', '@mail.sandbox.test');
  await sendToSandbox({ from: 'setup@acme.test', to: sender, subject: 'Welcome', text: 'Hi' });
  expect((await s.call('PUT', '/users/me/mail-settings', await sandboxMailSettings(sender))).status).toBe(
    200,
  );
  const key = await uploadCsv(s, 'Email,First Name,City\nada@acme.test,Ada,London\n', 'first.csv');
  const c = (await s.call('POST', '/campaigns/email/audience/csv', { key, name: 'Mail list' })).body;
  expect((await s.call('POST', `/campaigns/${c.id}/publish`)).status).toBe(200);
  return c as { id: string };
}

describe('PATCH /campaigns/{id}/{type}/audience/csv', () => {
  it('adds an email file to an active email campaign: per-row report, new columns as placeholders, nothing written for a bad file', async () => {
    // Prepare
    const s = await newSession({ linkedIn: false });
    const c = await activeEmailCampaign(s);
    const more = await uploadCsv(
      s,
      'Email;First Name;Team\r\ngrace@navy.test;Grace;Fleet\r\nADA@acme.test;Ada;Core\r\nnot-an-address;Bob;X\r\ngrace@navy.test;Grace;Fleet\r\n',
      'more.csv',
    );

    // Act
    const res = await s.call('PATCH', `/campaigns/${c.id}/email/audience/csv`, { key: more });

    // Assess
    expect(res.status).toBe(200);
    expect(res.body.csv).toMatchObject({ added: 1, duplicate: 2, invalid: 1 });
    expect(res.body.csv.rows.map((r: { status: string; reason?: string }) => [r.status, r.reason])).toEqual([
      ['added', undefined],
      ['duplicate', 'Already in this campaign'],
      ['invalid', 'Not a valid email address'],
      ['duplicate', 'Already earlier in this file'],
    ]);
    expect(res.body.leadsCount).toBe(2);
    expect(res.body.csvColumns).toEqual(expect.arrayContaining(['city', 'team']));
    const leads = (await s.call('GET', `/leads/campaign/${c.id}`)).body.leads;
    expect(leads.find((l: any) => l.person.firstName === 'Grace')?.csvColumns).toMatchObject({
      csv_team: 'Fleet',
    });

    // A file of the wrong channel, one without addresses and another team's campaign change nothing.
    const profiles = await uploadCsv(s, profileCsv([{ id: 'audience-wrong-channel', first: 'Lin' }]));
    const wrong = await s.call('PATCH', `/campaigns/${c.id}/linked-in/audience/csv`, { key: profiles });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      error: 'Bad Request',
      message: 'Only CSV upload campaigns take more leads from a file',
      statusCode: 400,
    });
    const empty = await uploadCsv(s, 'Name,Company\nAda,Acme\n');
    const none = await s.call('PATCH', `/campaigns/${c.id}/email/audience/csv`, { key: empty });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('The CSV file has no email addresses');
    const unknownType = await s.call('PATCH', `/campaigns/${c.id}/fax/audience/csv`, { key: more });
    expect([400, 404]).toContain(unknownType.status);
    const other = await newSession({ linkedIn: false });
    const otherKey = await uploadCsv(other, 'Email\nmallory@evil.test\n');
    expect(
      (await other.call('PATCH', `/campaigns/${c.id}/email/audience/csv`, { key: otherKey })).status,
    ).toBe(404);
    const after = (await s.call('GET', `/campaigns/${c.id}`)).body;
    expect(after.leadsCount).toBe(2);
    expect((await s.call('GET', `/leads/campaign/${c.id}`)).body.total).toBe(2);
  });

  it('refuses an X file for a draft X campaign and a LinkedIn file for a draft CSV campaign', async () => {
    const s = await newSession({ linkedIn: false });
    const handles = await uploadCsv(s, 'Twitter\n@ada\n');
    const x = (await s.call('POST', '/campaigns/twitter/audience/csv', { key: handles })).body;
    const res = await s.call('PATCH', `/campaigns/${x.id}/twitter/audience/csv`, { key: handles });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Leads can be added to active campaigns only');
    const li = (
      await s.call('POST', '/campaigns/linked-in/audience/csv', {
        key: await uploadCsv(s, profileCsv([{ id: 'audience-draft-1', first: 'Kim' }])),
      })
    ).body;
    const draft = await s.call('PATCH', `/campaigns/${li.id}/linked-in/audience/csv`, {
      key: await uploadCsv(s, profileCsv([{ id: 'audience-draft-2', first: 'Lee' }])),
    });
    expect(draft.body.message).toBe('Leads can be added to active campaigns only');
    expect((await s.call('GET', `/campaigns/${li.id}`)).body.leadsCount).toBe(1);
  });
});

describe('PATCH /campaigns/{id}/audience', () => {
  it("changes a draft's search and options, keeps a published campaign's search, and refuses bad input without writing", async () => {
    // Prepare
    const s = await newSession();
    const c = (
      await s.call('POST', '/campaigns/audience', {
        category: 'linkedin',
        campaignType: 'linkedin search',
        searchUrl: search('cto'),
        touchSequence: viewConnectMessage(),
      })
    ).body;

    // Act
    const res = await s.call('PATCH', `/campaigns/${c.id}/audience`, {
      searchUrl: search('cfo'),
      maxSearchAmount: 40,
      excludeNoPhotos: true,
    });

    // Assess
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: c.id, searchUrl: search('cfo'), maxSearchAmount: 40 });
    expect((await s.call('GET', `/campaigns/${c.id}`)).body).toMatchObject({
      searchUrl: search('cfo'),
      maxSearchAmount: 40,
      excludeNoPhotos: true,
    });
    const params = await s.call('PATCH', `/campaigns/${c.id}/audience`, {
      searchParameters: { keywords: 'founder', connections: { first: false, second: true, third: false } },
    });
    expect(params.status).toBe(200);
    // The search those parameters describe, as LinkedIn's people search writes it, is what the bot collects.
    expect(params.body.searchUrl).toBe(
      'https://www.linkedin.com/search/results/people/?keywords=founder&origin=FACETED_SEARCH&network=%5B%22S%22%5D',
    );
    expect(params.body.searchParameters).toMatchObject({ keywords: 'founder' });

    const bad = [
      [{ searchUrl: 'https://www.linkedin.com/feed/' }, 'Please use a valid Linkedin search URL.'],
      [{}, 'Please change the search or one of its options'],
      [
        { searchParameters: { keywords: 'a OR b OR c OR d OR e OR f OR g' } },
        'Please use less than 5 boolean operators (eg. OR, AND, etc.) in your search.',
      ],
      [{ maxSearchAmount: 0 }, undefined],
      [
        { searchParameters: { connections: { first: false, second: true, third: false } } },
        'Please enter keywords or at least one filter for the search',
      ],
    ] as const;
    for (const [body, message] of bad) {
      const r = await s.call('PATCH', `/campaigns/${c.id}/audience`, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body).toMatchObject({ error: 'Bad Request', statusCode: 400 });
      if (message) expect(JSON.stringify(r.body.message)).toContain(message);
    }
    const other = await newSession({ linkedIn: false });
    expect((await other.call('PATCH', `/campaigns/${c.id}/audience`, { maxSearchAmount: 5 })).status).toBe(
      404,
    );
    expect((await s.call('GET', `/campaigns/${c.id}`)).body).toMatchObject({
      searchParameters: { keywords: 'founder' },
      maxSearchAmount: 40,
    });

    // Published: the search it collects stays; the amount and options may change.
    expect((await s.call('PATCH', `/campaigns/${c.id}/audience`, { searchUrl: search('ceo') })).status).toBe(
      200,
    );
    expect((await s.call('POST', `/campaigns/${c.id}/publish`)).status).toBe(200);
    const moved = await s.call('PATCH', `/campaigns/${c.id}/audience`, { searchUrl: search('coo') });
    expect(moved.status).toBe(400);
    expect(moved.body.message).toBe(
      'The search of a published campaign cannot be changed; restart its search instead',
    );
    const amount = await s.call('PATCH', `/campaigns/${c.id}/audience`, {
      maxSearchAmount: 60,
      premiumOnly: true,
    });
    expect(amount.body).toMatchObject({ searchUrl: search('ceo'), maxSearchAmount: 60, status: 'active' });
    expect((await s.call('GET', `/campaigns/${c.id}`)).body).toMatchObject({
      excludeNoPhotos: true,
      premiumOnly: true,
    });
  });

  it("checks a group campaign's URL by its own rule and refuses campaigns without a search", async () => {
    const s = await newSession();
    const csv = (
      await s.call('POST', '/campaigns/linked-in/audience/csv', {
        key: await uploadCsv(s, profileCsv([{ id: 'audience-csv-1', first: 'Ann' }])),
      })
    ).body;
    const noSearch = await s.call('PATCH', `/campaigns/${csv.id}/audience`, { maxSearchAmount: 10 });
    expect(noSearch.status).toBe(400);
    expect(noSearch.body.message).toBe('This campaign has no search to change');
    const group = await s.call('POST', '/campaigns/audience', {
      category: 'group',
      campaignType: 'group',
      searchUrl: 'https://www.linkedin.com/groups/1234567/',
    });
    expect(group.status).toBe(201);
    const wrong = await s.call('PATCH', `/campaigns/${group.body.id}/audience`, { searchUrl: search('cto') });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Please use a valid LinkedIn group URL');
    const right = await s.call('PATCH', `/campaigns/${group.body.id}/audience`, {
      searchUrl: 'https://www.linkedin.com/groups/7654321/',
    });
    expect(right.status).toBe(200);
    expect(right.body.searchUrl).toContain('/groups/7654321');
  });
});

describe('POST /campaigns/audience from search filters', () => {
  it('builds the people search from spec 4’s searchParameters, which the bot collects once published; no filter is refused', async () => {
    // Prepare
    const s = await newSession();
    const acc = { teamId: s.teamId, userId: s.userId };
    const searchParameters = {
      keywords: 'Head of Sales',
      connections: { first: false, second: true, third: true },
      specifyKeywords: { title: 'VP', company: 'Acme' },
    };
    // Act
    const created = await s.call('POST', '/campaigns/audience', {
      category: 'linkedin',
      campaignType: 'linkedin search',
      searchParameters,
      touchSequence: viewConnectMessage(),
    });
    const none = await s.call('POST', '/campaigns/audience', {
      category: 'linkedin',
      campaignType: 'linkedin search',
      searchParameters: { keywords: ' ', connections: { first: false, second: true, third: false } },
    });
    // Assess
    expect(created.status).toBe(201);
    const url =
      'https://www.linkedin.com/search/results/people/?keywords=Head+of+Sales&origin=FACETED_SEARCH&network=%5B%22S%22%2C%22O%22%5D&titleFreeText=VP&company=Acme';
    expect(created.body).toMatchObject({ searchUrl: url, searchParameters });
    expect(none.status).toBe(400);
    expect(none.body.message).toEqual(['Please enter keywords or at least one filter for the search']);
    expect((await s.call('POST', `/campaigns/${created.body.id}/publish`)).status).toBe(200);
    const collect = await waitFor(
      async () => (await botActions(acc)).find((a) => a.type === 'collect-search'),
      20_000,
      'the campaign handing the bot its search',
    );
    expect(collect.payload).toMatchObject({ campaignId: created.body.id, searchUrl: url });
  });
});
