import { describe, expect, it } from 'vitest';
import { botActions, completeNext, failNext } from '../support/bot-role.ts';
import { newSession } from '../support/outreach.ts';

// The company pages the account administers (spec 1 §8 and spec 3 §7 GET /linked-in/companies; the
// refresh and the shapes are ours, as for groups): read by the bot off "Pages you manage" beside the
// feed, stored per LinkedIn account, listed for the company campaign's picker and in /users/me's
// `companies` (spec 4). (The bot reading the sandbox's feed: bot/src/events.e2e.test.ts.)
const page = (id: number, slug: string, name: string) => ({
  entityUrn: `urn:li:fsd_company:${id}`,
  name,
  url: `https://www.linkedin.com/company/${slug}/`,
});

describe('LinkedIn company pages the account manages', () => {
  it('lists nothing before a refresh; a refresh waits for the bot, keeps company pages on linkedin.com only and replaces the last list; /users/me carries them', async () => {
    const s = await newSession();
    const acc = { teamId: s.teamId, userId: s.userId };
    expect((await s.call('GET', '/linked-in/companies')).body).toEqual({ companies: [], refreshedAt: null });
    expect((await s.call('GET', '/users/me')).body.companies).toEqual([]);

    const refreshing = s.call('POST', '/linked-in/companies/refresh');
    const action = await completeNext(acc, 'sync-companies', () => ({
      companies: [
        page(1, 'acme', 'Acme'),
        page(2, 'globex', 'Globex'),
        page(2, 'globex', 'Globex'),
        // Nothing but a company page on linkedin.com is stored.
        { entityUrn: 'urn:li:fsd_company:3', name: 'Elsewhere', url: 'https://evil.example/company/x/' },
        { entityUrn: 'urn:li:fsd_company:4', name: 'A school', url: 'https://www.linkedin.com/school/x/' },
      ],
    }));
    expect(action.payload).toEqual({});
    const res = await refreshing;
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'successfully refreshed linkedin company pages',
      companies: [page(1, 'acme', 'Acme'), page(2, 'globex', 'Globex')],
    });
    expect(typeof res.body.refreshedAt).toBe('string');
    expect((await s.call('GET', '/linked-in/companies')).body).toEqual({
      companies: res.body.companies,
      refreshedAt: res.body.refreshedAt,
    });
    expect((await s.call('GET', '/users/me')).body.companies).toEqual([
      { name: 'Acme', entityUrn: 'urn:li:fsd_company:1' },
      { name: 'Globex', entityUrn: 'urn:li:fsd_company:2' },
    ]);

    // A page whose admin rights were taken away leaves the list.
    const again = s.call('POST', '/linked-in/companies/refresh');
    await completeNext(acc, 'sync-companies', () => ({ companies: [page(2, 'globex', 'Globex')] }));
    expect((await again).body.companies.map((c: { name: string }) => c.name)).toEqual(['Globex']);

    // Another team sees none of them.
    const other = await newSession();
    expect((await other.call('GET', '/linked-in/companies')).body.companies).toEqual([]);
    expect((await other.call('GET', '/users/me')).body.companies).toEqual([]);
  });

  it('answers 400 without a signed-in LinkedIn account (no bot action), and when the bot could not read the feed (the list kept)', async () => {
    const none = await newSession({ linkedIn: false });
    const res = await none.call('POST', '/linked-in/companies/refresh');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'Bad Request',
      message: 'Please connect your LinkedIn account first',
      statusCode: 400,
    });
    expect(await botActions({ teamId: none.teamId, userId: none.userId })).toEqual([]);

    const s = await newSession();
    const acc = { teamId: s.teamId, userId: s.userId };
    const first = s.call('POST', '/linked-in/companies/refresh');
    await completeNext(acc, 'sync-companies', () => ({ companies: [page(1, 'acme', 'Acme')] }));
    expect((await first).status).toBe(200);

    // The bot fails for good: the refresh says so, the last list stays.
    const failing = s.call('POST', '/linked-in/companies/refresh');
    await failNext(acc, 'sync-companies', 'Feed page not recognised');
    const failed = await failing;
    expect(failed.status).toBe(400);
    expect(failed.body.message).toBe('We could not read the LinkedIn pages you manage. Please try again');
    expect((await s.call('GET', '/linked-in/companies')).body.companies).toEqual([page(1, 'acme', 'Acme')]);
  });
});
