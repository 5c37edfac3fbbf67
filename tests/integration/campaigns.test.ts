import { describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { newSession, profileCsv, uploadCsv, viewConnectMessage } from '../support/outreach.ts';

const searchUrl = 'https://www.linkedin.com/search/results/people/?keywords=cto';

describe('campaign creation (spec 3 §5, spec 4 POST /campaigns/audience)', () => {
  it('creates a draft from a people-search URL with a default name and the given sequence', async () => {
    const s = await newSession();
    const res = await s.call('POST', '/campaigns/audience', {
      category: 'linkedin',
      campaignType: 'linkedin search',
      searchUrl,
      touchSequence: viewConnectMessage(),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Campaign draft (1)',
      category: 'linkedin',
      campaignType: 'linkedin search',
      status: 'draft',
      runState: 'paused',
      searchUrl,
      numOfTouches: 3,
      leadsCount: 0,
    });
    expect(res.body.touchSequence.sequence.map((x: { type: string }) => x.type)).toEqual([
      'LI View',
      'LI Connect',
      'LI Message',
    ]);
    const second = await s.call('POST', '/campaigns/audience', {
      category: 'linkedin',
      campaignType: 'linkedin search',
      searchUrl,
    });
    expect(second.body.name).toBe('Campaign draft (2)');
  });

  it('accepts a people-search URL of the local LinkedIn sandbox (loopback host)', async () => {
    const s = await newSession();
    const res = await s.call('POST', '/campaigns/audience', {
      category: 'linkedin',
      campaignType: 'linkedin search',
      searchUrl: 'http://127.0.0.1:4010/search/results/people/?keywords=founder',
    });
    expect(res.status).toBe(201);
    expect(res.body.searchUrl).toBe('https://www.linkedin.com/search/results/people/?keywords=founder');
  });

  it('answers the spec messages for a bad search URL and a too-long connect note', async () => {
    const s = await newSession();
    const bad = await s.call('POST', '/campaigns/audience', {
      category: 'linkedin',
      campaignType: 'linkedin search',
      searchUrl: 'https://www.linkedin.com/feed/',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Please use a valid Linkedin search URL.');
    const sn = await s.call('POST', '/campaigns/audience', {
      category: 'linkedin',
      campaignType: 'sales navigator search',
      salesNavigatorUrl: 'https://www.linkedin.com/sales/search/people?recentSearchId=12',
    });
    expect(sn.body.message).toContain('Please use a valid Linkedin sales navigator URL.');
    const note = await s.call('POST', '/campaigns/audience', {
      category: 'linkedin',
      campaignType: 'linkedin search',
      searchUrl,
      touchSequence: {
        sequence: [
          { type: 'LI Connect', delay_time_unit: 'day(s)', delay_number: 0, message: 'x'.repeat(281) },
        ],
      },
    });
    expect(note.status).toBe(400);
    expect(note.body.message).toContain('Connect message cannot be longer than 280 characters');
    const ops = await s.call('POST', '/campaigns/audience', {
      category: 'linkedin',
      campaignType: 'linkedin search',
      searchParameters: { keywords: 'a OR b OR c OR d OR e OR f OR g' },
    });
    expect(ops.body.message).toContain(
      'Please use less than 5 boolean operators (eg. OR, AND, etc.) in your search.',
    );
  });

  it('needs a signed-in user', async () => {
    expect((await api('GET', '/campaigns')).status).toBe(401);
  });
});

describe('CSV campaigns through the presigned upload', () => {
  it('uploads a CSV to the presigned URL and turns its profile URLs into leads at once', async () => {
    const s = await newSession();
    const key = await uploadCsv(
      s,
      `${profileCsv([
        { id: 'ada-l', first: 'Ada' },
        { id: 'grace-h', first: 'Grace' },
        { id: 'ada-l', first: 'Ada' },
      ])}\nnot a url,X,Y,Z\n`,
    );
    expect(key.startsWith(`uploads/${s.teamId}/`)).toBe(true);
    const res = await s.call('POST', '/campaigns/linked-in/audience/csv', {
      key,
      touchSequence: viewConnectMessage(),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      campaignType: 'csv upload',
      status: 'draft',
      leadsCount: 2,
      csv: { added: 2, invalid: 1 },
    });
    const leads = await s.call('GET', `/leads/campaign/${res.body.id}`);
    expect(leads.body.total).toBe(2);
    const ada = leads.body.leads.find((l: any) => l.person.firstName === 'Ada');
    expect(ada).toMatchObject({ status: 'approved', nextTouchIndex: 0, csvColumns: { csv_company: 'Acme' } });
    expect(ada.entityUrn).toContain('ada-l');
  });

  it("refuses another team's upload key and a file without profile URLs", async () => {
    const a = await newSession();
    const b = await newSession();
    const key = await uploadCsv(a, profileCsv([{ id: 'x1', first: 'X' }]));
    const other = await b.call('POST', '/campaigns/linked-in/audience/csv', { key });
    expect(other.status).toBe(404);
    const empty = await uploadCsv(a, 'name\nnobody\n');
    const none = await a.call('POST', '/campaigns/audience', {
      category: 'linkedin',
      campaignType: 'csv upload',
      csvKey: empty,
    });
    expect(none.status).toBe(400);
    expect((await a.call('GET', '/campaigns?status=draft')).body.total).toBe(0);
  });
});

describe('campaign lifecycle and lists (spec 3 §4)', () => {
  it('publishes, pauses, resumes, archives, unarchives and deletes, with lists and counts per tab', async () => {
    const s = await newSession();
    const key = await uploadCsv(s, profileCsv([{ id: 'p1', first: 'P' }]));
    const c = (
      await s.call('POST', '/campaigns/linked-in/audience/csv', {
        key,
        name: 'Founders',
        touchSequence: viewConnectMessage(),
      })
    ).body;
    const path = `/campaigns/${c.id}`;
    expect((await s.call('PATCH', `${path}/running-state`, { runState: 'paused' })).status).toBe(400);
    const pub = await s.call('POST', `${path}/publish`);
    expect(pub.status).toBe(200);
    expect(pub.body).toMatchObject({ status: 'active', runState: 'running', listStatus: 'active' });
    expect((await s.call('POST', `${path}/publish`)).status).toBe(400);

    const paused = await s.call('PATCH', `${path}/running-state`, { runState: 'paused' });
    expect(paused.body).toMatchObject({ runState: 'paused', listStatus: 'paused' });
    expect((await s.call('GET', '/campaigns?category=linkedin&status=paused')).body.total).toBe(1);
    expect((await s.call('GET', '/campaigns?category=linkedin&status=active')).body.total).toBe(0);
    const resumed = await s.call('PATCH', `${path}/running-state`, { runState: 'running' });
    expect(resumed.body.listStatus).toBe('active');

    expect((await s.call('DELETE', path)).status).toBe(400);
    expect((await s.call('PATCH', `${path}/archive`, { toArchive: true })).body.listStatus).toBe('archived');
    const un = await s.call('PATCH', `${path}/archive`, { toArchive: false });
    expect(un.body).toMatchObject({ status: 'active', runState: 'paused', listStatus: 'paused' });
    await s.call('PATCH', `${path}/archive`, { toArchive: true });

    const renamed = await s.call('PATCH', `${path}/name`, { name: 'Founders EU' });
    expect(renamed.body.name).toBe('Founders EU');
    expect((await s.call('PATCH', `${path}/name`, { name: '  ' })).body.message).toContain(
      'Please enter a campaign name',
    );

    expect(await s.call('GET', '/campaigns/counts?category=linkedin').then((r) => r.body)).toMatchObject({
      active: 0,
      paused: 0,
      draft: 0,
      archived: 1,
    });
    expect((await s.call('DELETE', path)).status).toBe(200);
    expect((await s.call('GET', path)).status).toBe(404);
    expect((await s.call('GET', '/campaigns')).body.total).toBe(0);
  });

  it('pages and sorts GET /campaigns and filters by category', async () => {
    const s = await newSession();
    for (const name of ['B', 'A', 'C']) {
      await s.call('POST', '/campaigns/audience', {
        name,
        category: 'linkedin',
        campaignType: 'linkedin search',
        searchUrl,
      });
    }
    const byName = await s.call(
      'GET',
      '/campaigns?status=draft&sortField=name&sortOrder=ASC&perPage=2&page=1',
    );
    expect(byName.body.total).toBe(3);
    expect(byName.body.campaigns.map((c: { name: string }) => c.name)).toEqual(['A', 'B']);
    const newest = await s.call('GET', '/campaigns?status=draft');
    expect(newest.body.campaigns[0].name).toBe('C');
    expect((await s.call('GET', '/campaigns?category=email')).body.total).toBe(0);
    expect((await s.call('GET', '/campaigns?category=nope')).status).toBe(400);
  });

  it('edits the sequence and validates it', async () => {
    const s = await newSession();
    const c = (
      await s.call('POST', '/campaigns/audience', {
        category: 'linkedin',
        campaignType: 'linkedin search',
        searchUrl,
      })
    ).body;
    const ok = await s.call('PATCH', `/campaigns/${c.id}/sequence`, {
      touchSequence: { sequence: [{ type: 'LI View', delay_time_unit: 'hour(s)', delay_number: 2 }] },
    });
    expect(ok.body.touchSequence.sequence).toEqual([
      { type: 'LI View', delay_time_unit: 'hour(s)', delay_number: 2 },
    ]);
    const bad = await s.call('PATCH', `/campaigns/${c.id}/sequence`, {
      touchSequence: { sequence: [{ type: 'LI Poke', delay_time_unit: 'day(s)', delay_number: 0 }] },
    });
    expect(bad.status).toBe(400);
  });
});

describe('tenant isolation', () => {
  it("answers 404 for another team's campaign on every campaign and lead call", async () => {
    const a = await newSession();
    const b = await newSession();
    const c = (
      await a.call('POST', '/campaigns/audience', {
        category: 'linkedin',
        campaignType: 'linkedin search',
        searchUrl,
      })
    ).body;
    const calls: [string, string, unknown?][] = [
      ['GET', `/campaigns/${c.id}`],
      ['PATCH', `/campaigns/${c.id}/name`, { name: 'mine' }],
      ['PATCH', `/campaigns/${c.id}/sequence`, { touchSequence: { sequence: [] } }],
      ['POST', `/campaigns/${c.id}/publish`],
      ['PATCH', `/campaigns/${c.id}/running-state`, { runState: 'paused' }],
      ['PATCH', `/campaigns/${c.id}/archive`, { toArchive: true }],
      ['DELETE', `/campaigns/${c.id}`],
      ['GET', `/campaigns/${c.id}/actions`],
      ['GET', `/campaigns/${c.id}/progress`],
      ['GET', `/campaigns/${c.id}/activity/chart`],
      ['GET', `/leads/campaign/${c.id}`],
      ['GET', `/leads/campaign/${c.id}/statuses`],
    ];
    for (const [m, p, body] of calls) {
      const res = await b.call(m, p, body);
      expect(res.status, `${m} ${p}`).toBe(404);
    }
    expect((await b.call('GET', '/campaigns')).body.total).toBe(0);
    expect((await a.call('GET', `/campaigns/${c.id}`)).body.name).toBe('Campaign draft (1)');
  });
});

describe('settings (/settings/work-hours, /settings/daily-limits)', () => {
  it('answers the defaults, saves work hours, limits and timezone, and validates them', async () => {
    const s = await newSession();
    const prefs = (await s.call('GET', '/users/preferences')).body;
    expect(prefs.operatingHours.scheduled).toHaveLength(5);
    expect(prefs.dailyLimits).toMatchObject({ invites: 20, messages: 50, views: 80 });

    const hours = { scheduled: [{ day: 1, startHour: 8, endHour: 12 }] };
    const saved = await s.call('PATCH', '/users/edit-operating-hours', { operatingHours: hours });
    expect(saved.body.operatingHours).toEqual(hours);
    const badHours = await s.call('PATCH', '/users/edit-operating-hours', {
      operatingHours: { scheduled: [{ day: 1, startHour: 12, endHour: 8 }] },
    });
    expect(badHours.status).toBe(400);

    const limits = await s.call('PATCH', '/users/edit-daily-limits', { invites: 35 });
    expect(limits.body.dailyLimits).toMatchObject({ invites: 35, messages: 50 });
    const tooMany = await s.call('PATCH', '/users/edit-daily-limits', { invites: 500 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toContain('Daily limit must be between 0 and 100');
    expect((await s.call('GET', '/users/daily-limits')).body.usedToday.invites).toBe(0);

    const tz = await s.call('PATCH', '/users/set-cloud-timezone', { timezone: 'Europe/Berlin' });
    expect(tz.body.timezone).toEqual({ name: 'Europe/Berlin' });
    expect((await s.call('PATCH', '/users/set-cloud-timezone', { timezone: 'Mars/Base' })).status).toBe(400);
  });
});

describe('demo account', () => {
  it('starts with a connected sandbox LinkedIn account and one active demo campaign collecting people', async () => {
    const signIn = await api('POST', '/auth/sign-in', {
      body: { email: 'demo@outreach.local', password: 'Demo123!' },
    });
    const token = signIn.body.authToken;
    const list = await api('GET', '/campaigns?category=linkedin&status=active', { token });
    const demo = list.body.campaigns.find((c: { name: string }) => c.name.startsWith('Demo'));
    expect(demo).toMatchObject({
      status: 'active',
      runState: 'running',
      campaignType: 'linkedin search',
      numOfTouches: 3,
    });
    expect(demo.searchUrl).toContain('/search/results/people/');
    expect(demo.touchSequence.sequence[1].message).toContain('{{first_name}}');
    const { domainDeps } = await import('../support/domain.ts');
    const deps = await domainDeps();
    const { data } = await deps.db.entities.botAction.query
      .byAccount({ teamId: demo.teamId, userId: demo.userId })
      .go();
    expect(data.find((a) => a.actionId === `collect#${demo.id}#1`)?.type).toBe('collect-search');
    const account = (
      await deps.db.entities.linkedInAccount.get({ teamId: demo.teamId, userId: demo.userId }).go()
    ).data;
    expect(account?.email).toBe('alex@sandbox.test');
  });
});
