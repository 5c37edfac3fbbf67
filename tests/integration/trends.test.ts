import { trendMessages } from '@outreach/shared/schemas/trends';
import { describe, expect, it } from 'vitest';
import { completeNext } from '../support/bot-role.ts';
import { newSession, waitFor } from '../support/outreach.ts';

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
});
