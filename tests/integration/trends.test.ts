import { trendMessages } from '@outreach/shared/schemas/trends';
import { describe, expect, it } from 'vitest';
import { botActions, completeNext } from '../support/bot-role.ts';
import { domainDeps } from '../support/domain.ts';
import { advanceClock, clockNow, newSession, waitFor } from '../support/outreach.ts';

const HOUR = 3_600_000;
type Account = { teamId: string; userId: string };

/** The scheduled times (from the action ids) of the automatic refreshes handed to the bot for a trend. */
async function autoRefreshes(acc: Account, trendId: string) {
  return (await botActions(acc))
    .filter((a) => a.type === 'search-posts' && a.actionId.startsWith(`trend#${trendId}#auto#`))
    .map((a) => Number(a.actionId.split('#').at(-1)))
    .sort((a, b) => a - b);
}

/**
 * Waits until a trend's automatic refreshes include one scheduled at `at` (or, without `at`, any);
 * answers their scheduled times. Other test files move the shared product clock too, so a test can
 * count on the refreshes it caused, not on their number.
 */
const waitForRefresh = (acc: Account, trendId: string, at?: number) =>
  waitFor(
    async () => {
      const times = await autoRefreshes(acc, trendId);
      return (at === undefined ? times.length > 0 : times.includes(at)) ? times : null;
    },
    20_000,
    `the automatic refresh of trend ${trendId}${at ? ` at ${at}` : ''}`,
  );

/** The trend's next scheduled refresh, as stored. */
async function nextRefreshAt(teamId: string, trendId: string) {
  const deps = await domainDeps();
  return (await deps.db.entities.trend.get({ teamId, trendId }).go()).data?.nextRefreshAt;
}

describe('trends', () => {
  it('validates with the spec texts, refreshes through the bot, lists and likes posts', async () => {
    const s = await newSession();
    const noTerm = await s.call('POST', '/trends', { term: ' ' });
    expect(noTerm).toMatchObject({ status: 400, body: { message: [trendMessages.keyword] } });
    const badInterval = await s.call('POST', '/trends', { term: 'hiring', interval: 2 });
    expect(badInterval).toMatchObject({ status: 400, body: { message: [trendMessages.interval] } });

    const t = await s.call('POST', '/trends', { term: 'hiring', sortBy: 'latest', interval: 6 });
    expect(t).toMatchObject({ status: 201, body: { term: 'hiring', sortBy: 'latest', interval: 6 } });
    const refreshing = await s.call('POST', `/trends/${t.body.id}/refresh`);
    expect(refreshing.body.isRefreshing).toBe(true);
    const action = await completeNext(s, 'search-posts', () => ({
      posts: [
        {
          urn: 'urn:li:activity:7100000000010',
          authorName: 'Ada L',
          text: "We're hiring engineers",
          likes: 12,
        },
        { urn: 'urn:li:activity:7100000000020', authorName: 'Bo K', text: 'Hiring in sales', likes: 3 },
      ],
    }));
    expect(action.payload).toMatchObject({ term: 'hiring', sortBy: 'latest' });
    const posts = await waitFor(async () => {
      const r = (await s.call('GET', `/trend-posts?trendId=${t.body.id}`)).body;
      return r.total === 2 ? r : null;
    });
    expect(posts.posts.map((p: { authorName: string }) => p.authorName)).toEqual(['Ada L', 'Bo K']);
    expect((await s.call('GET', '/trends')).body[0].isRefreshing).toBe(false);

    const like = await s.call('POST', `/trend-posts/${posts.posts[0].id}/like`);
    expect(like.body.isLiking).toBe(true);
    await completeNext(s, 'like-post', () => ({ result: 'liked' }));
    const liked = await waitFor(async () => {
      const p = (await s.call('GET', `/trends/${t.body.id}/posts`)).body.posts[0];
      return p.liked ? p : null;
    });
    expect(liked.likes).toBe(13);

    const edited = await s.call('PATCH', `/trends/${t.body.id}`, { term: 'hiring now', interval: 360 });
    expect(edited.body).toMatchObject({ term: 'hiring now', interval: 360 });
    expect((await s.call('DELETE', `/trends/${t.body.id}`)).status).toBe(200);
    expect((await s.call('GET', '/trends')).body).toEqual([]);
  });

  it("keeps another team's trends out (404) and needs LinkedIn to refresh", async () => {
    const s = await newSession({ linkedIn: false });
    const other = await newSession({ linkedIn: false });
    const t = await s.call('POST', '/trends', { term: 'sales' });
    expect((await s.call('POST', `/trends/${t.body.id}/refresh`)).body.message).toBe(
      'Your LinkedIn contacts are not synced',
    );
    for (const [m, p] of [
      ['PATCH', `/trends/${t.body.id}`],
      ['DELETE', `/trends/${t.body.id}`],
      ['POST', `/trends/${t.body.id}/refresh`],
      ['GET', `/trends/${t.body.id}/posts`],
      ['GET', `/trend-posts?trendId=${t.body.id}`],
    ] as const)
      expect((await other.call(m, p, m === 'PATCH' ? { term: 'x' } : undefined)).status, `${m} ${p}`).toBe(
        404,
      );
  });

  it('refreshes each trend by itself every interval; an edited interval counts from the edit; a delete stops it', async () => {
    const s = await newSession();
    const t0 = await clockNow();
    const edited = (await s.call('POST', '/trends', { term: 'automation', interval: 3 })).body;
    const firstAt = (await nextRefreshAt(s.teamId, edited.id)) as number;
    expect(firstAt).toBeGreaterThanOrEqual(t0 + 3 * HOUR);
    expect(firstAt).toBeLessThanOrEqual((await clockNow()) + 3 * HOUR);
    expect(await autoRefreshes(s, edited.id)).toEqual([]);

    await advanceClock(3 * HOUR + 60_000);
    const [first] = await waitForRefresh(s, edited.id, firstAt);
    expect(first).toBe(firstAt);
    const action = (await botActions(s)).find((a) => a.actionId === `trend#${edited.id}#auto#${first}`);
    expect(action?.payload).toMatchObject({ trendId: edited.id, term: 'automation' });
    // The next one is already scheduled, an interval after this one.
    await waitFor(async () => ((await nextRefreshAt(s.teamId, edited.id)) ?? 0) > (first as number));

    // Six hours from the edit, not three from the last refresh.
    // (The product clock also runs between calls: the edit happened between `before` and `after`.)
    const editFrom = await clockNow();
    await s.call('PATCH', `/trends/${edited.id}`, { interval: 6 });
    const after6 = await clockNow();
    const scheduled = (await nextRefreshAt(s.teamId, edited.id)) as number;
    expect(scheduled).toBeGreaterThanOrEqual(editFrom + 6 * HOUR);
    expect(scheduled).toBeLessThanOrEqual(after6 + 6 * HOUR);
    await advanceClock(6 * HOUR + 60_000);
    const times = await waitForRefresh(s, edited.id, scheduled);
    // Nothing ran on the old three-hour schedule between the edit and the new time.
    expect(times.filter((at) => at > editFrom && at < scheduled)).toEqual([]);

    // Deleted: its schedule is gone with it.
    await waitFor(async () => ((await nextRefreshAt(s.teamId, edited.id)) ?? 0) > scheduled);
    expect((await s.call('DELETE', `/trends/${edited.id}`)).status).toBe(200);
    const before = await autoRefreshes(s, edited.id);
    const control = (await s.call('POST', '/trends', { term: 'control', interval: 3 })).body;
    await advanceClock(7 * HOUR);
    await waitForRefresh(s, control.id);
    expect(await autoRefreshes(s, edited.id)).toEqual(before);
  });
});
