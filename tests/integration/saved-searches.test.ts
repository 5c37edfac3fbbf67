import { describe, expect, it } from 'vitest';
import { botActions, completeNext } from '../support/bot-role.ts';
import { newSession } from '../support/outreach.ts';

// The account's Sales Navigator saved searches (spec 3 §7 GET /users/saved-searches and PATCH
// /users/refresh-saved-searches; shapes ours): read by the bot on a refresh, stored per LinkedIn
// account, listed for the saved-search picker of the campaign wizard. (The bot reading the sandbox's
// page: bot/src/sales-navigator.e2e.test.ts.)
const SN = 'https://www.linkedin.com/sales/search/people';
const search = (id: string, name: string) => ({ id, name, url: `${SN}?savedSearchId=${id}` });

describe('Sales Navigator saved searches', () => {
  it('lists nothing before a refresh; a refresh waits for the bot, keeps Sales Navigator URLs only and replaces the last list', async () => {
    const s = await newSession();
    const acc = { teamId: s.teamId, userId: s.userId };
    expect((await s.call('GET', '/users/saved-searches')).body).toEqual({
      savedSearches: [],
      refreshedAt: null,
    });

    const refreshing = s.call('PATCH', '/users/refresh-saved-searches');
    const action = await completeNext(acc, 'sync-saved-searches', () => ({
      searches: [
        search('50001', 'Engineers'),
        search('50002', 'Founders'),
        search('50002', 'Founders'),
        // Nothing else than a Sales Navigator search on linkedin.com is stored.
        { id: '9', name: 'Elsewhere', url: 'https://evil.example/sales/search/people?savedSearchId=9' },
      ],
    }));
    expect(action.payload).toEqual({});
    const res = await refreshing;
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'successfully refreshed saved searches',
      savedSearches: [search('50001', 'Engineers'), search('50002', 'Founders')],
    });
    expect(typeof res.body.refreshedAt).toBe('string');
    expect((await s.call('GET', '/users/saved-searches')).body).toEqual({
      savedSearches: res.body.savedSearches,
      refreshedAt: res.body.refreshedAt,
    });

    // A search deleted in Sales Navigator leaves the list.
    const again = s.call('PATCH', '/users/refresh-saved-searches');
    await completeNext(acc, 'sync-saved-searches', () => ({ searches: [search('50002', 'Founders')] }));
    expect((await again).body.savedSearches.map((x: { id: string }) => x.id)).toEqual(['50002']);

    // Another team sees none of them.
    const other = await newSession();
    expect((await other.call('GET', '/users/saved-searches')).body.savedSearches).toEqual([]);
  });

  it('answers 400 without a signed-in LinkedIn account (no bot action), and when the account has no Sales Navigator (the list emptied)', async () => {
    const none = await newSession({ linkedIn: false });
    const res = await none.call('PATCH', '/users/refresh-saved-searches');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'Bad Request',
      message: 'Please connect your LinkedIn account first',
      statusCode: 400,
    });
    expect(await botActions({ teamId: none.teamId, userId: none.userId })).toEqual([]);

    const s = await newSession();
    const acc = { teamId: s.teamId, userId: s.userId };
    const first = s.call('PATCH', '/users/refresh-saved-searches');
    await completeNext(acc, 'sync-saved-searches', () => ({ searches: [search('50001', 'Engineers')] }));
    expect((await first).status).toBe(200);

    const noProduct = s.call('PATCH', '/users/refresh-saved-searches');
    await completeNext(acc, 'sync-saved-searches', () => ({ searches: [], missingProduct: true }));
    const refused = await noProduct;
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      error: 'Bad Request',
      message: 'Your LinkedIn account does not include Sales Navigator',
      statusCode: 400,
    });
    expect((await s.call('GET', '/users/saved-searches')).body.savedSearches).toEqual([]);
  });
});
