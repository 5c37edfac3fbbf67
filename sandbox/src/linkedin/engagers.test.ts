import { describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import {
  ENGAGER_LIMITS,
  newsletterSubscribers,
  newsletters,
  postEngagers,
  sponsoredPosts,
} from './engagers.ts';
import { allFeedPosts } from './feed-posts.ts';
import { LinkedInWorld } from './world.ts';

const EMAIL = 'alex@sandbox.test';

function setup() {
  const world = new LinkedInWorld({ seed: 4, now: () => Date.UTC(2026, 10, 30, 9) });
  const app = createApp(world, async () => {});
  const { token } = world.createSession(EMAIL);
  const get = (path: string) => app.request(path, { headers: { cookie: `li_at=${token}` } });
  /** Every profile link of a list, following "Show more results" to the end. */
  const readAll = async (path: string) => {
    const ids: string[] = [];
    let pages = 0;
    for (let next: string | null = path; next; pages++) {
      const res = await get(next);
      expect(res.status).toBe(200);
      const body = await res.text();
      ids.push(
        ...[...body.matchAll(/class="ui-entity-action-row__link" href="\/in\/([^/]+)\//g)].map((m) => m[1]),
      );
      next =
        /scaffold-finite-scroll__load-button" href="([^"]+)"/.exec(body)?.[1]?.replace(/&amp;/g, '&') ?? null;
    }
    return { ids, pages };
  };
  return { world, get, readAll };
}

describe('post engagers and newsletter subscribers', () => {
  it('pages a post’s reactors ten at a time, every one once, the author never', async () => {
    const { world, readAll } = setup();
    const post = allFeedPosts(world, null)[5];
    const all = postEngagers(world, post.urn, 'reactions')!;
    expect(all.length).toBeGreaterThan(ENGAGER_LIMITS.perPage);
    const { ids, pages } = await readAll(`/feed/update/${post.urn}/reactions/`);
    expect(ids).toEqual(all.map((p) => p.publicId));
    expect(pages).toBe(Math.ceil(all.length / ENGAGER_LIMITS.perPage));
    expect(ids).not.toContain(post.author.publicId);
  });

  it('serves commenters under the /posts/ slug form too, and stays stable for the same seed', async () => {
    const { world, readAll } = setup();
    const post = allFeedPosts(world, null)[8];
    const id = post.urn.split(':').at(-1);
    const { ids } = await readAll(
      `/feed/update/${encodeURIComponent(`x_slug-activity-${id}-AbCd`)}/comments/`,
    );
    expect(ids.length).toBeGreaterThan(0);
    const again = new LinkedInWorld({ seed: 4, now: () => 0 });
    expect(postEngagers(again, post.urn, 'comments')!.map((p) => p.publicId)).toEqual(ids);
  });

  it('lists a sponsored post’s engagers; an unknown post is a 404', async () => {
    const { world, readAll, get } = setup();
    const ad = sponsoredPosts()[0];
    const { ids } = await readAll(`/feed/update/${ad.urn}/reactions/`);
    expect(ids).toHaveLength(postEngagers(world, ad.urn, 'reactions')!.length);
    expect((await get('/feed/update/urn:li:activity:123/reactions/')).status).toBe(404);
  });

  it('links a newsletter article to its subscribers, which page like the other lists', async () => {
    const { world, get, readAll } = setup();
    const n = newsletters(world)[1];
    const article = await (await get(`/pulse/${n.articles[0]}/`)).text();
    expect(article).toContain(`href="/newsletters/${n.id}/subscribers/"`);
    const { ids } = await readAll(`/newsletters/${n.id}/subscribers/`);
    expect(ids).toEqual(newsletterSubscribers(world, n).map((p) => p.publicId));
    expect(ids).not.toContain(n.author.publicId);
    expect((await get('/pulse/no-such-article/')).status).toBe(404);
  });
});
