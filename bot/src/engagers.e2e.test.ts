import { randomUUID } from 'node:crypto';
import { enqueueBotAction } from '@outreach/functions/domain/bot/actions';
import type { AccountKey, ActionKey, ActionOutcomes } from '@outreach/functions/domain/bot/types';
import type { Deps } from '@outreach/functions/ports/deps';
import { type LinkedInSandbox, startLinkedInSandbox } from '@outreach/sandbox/linkedin/server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { botTestDeps, createLinkedInAccount, runBotUntil, TestClock } from './testing/harness.ts';

// Post, advertisement-post and newsletter audiences (spec 3 §3, issue #8): the collect-members
// executor reads a post's reactors then its commenters, or a newsletter's subscribers, from the sandbox.
const clock = new TestClock();
let deps: Deps;
let sandbox: LinkedInSandbox;
let acc: AccountKey;

interface Audience {
  url: string;
  reactions: string[];
  comments: string[];
}
interface Engagers {
  posts: (Audience & { urn: string; author: string })[];
  sponsoredPosts: Audience[];
  newsletters: { urls: string[]; subscribers: string[] }[];
}
let engagers: Engagers;

beforeAll(async () => {
  ({ deps } = await botTestDeps({ baseUrl: inject('baseUrl'), clock }));
  sandbox = await startLinkedInSandbox({ port: 0, now: () => clock.now() });
  acc = await createLinkedInAccount(deps, { email: 'alex@sandbox.test', password: 'Sandbox1!' });
  engagers = (await (await fetch(`${sandbox.url}/_sandbox/engagers`)).json()) as Engagers;
});
afterAll(async () => {
  await sandbox?.close();
});

async function collect(sourceUrl: string, startPage: number, maxPeople: number) {
  const key: ActionKey = { ...acc, actionId: randomUUID() };
  await enqueueBotAction(deps, {
    ...key,
    type: 'collect-members',
    payload: { campaignId: 'c', sourceUrl, startPage, maxPeople },
  });
  const { actions } = await runBotUntil(deps, sandbox.url, [key]);
  return actions[0].outcome as ActionOutcomes['collect-members'];
}

/**
 * Collects a whole audience in batches of `batch` (more than a page, as the campaign's), each batch
 * from the page after the last one read whole.
 */
async function collectAll(sourceUrl: string, batch: number) {
  const ids = new Set<string>();
  let page = 1;
  let calls = 0;
  const started = performance.now();
  for (;;) {
    const o = await collect(sourceUrl, page, batch);
    calls++;
    for (const p of o.people) ids.add(p.publicId);
    if (o.exhausted) break;
    page = o.lastPage + 1;
  }
  return { ids, calls, seconds: (performance.now() - started) / 1000 };
}

describe('engager audiences against the sandbox', () => {
  it('collects a post’s reactors, then its commenters, in batches that resume where the last stopped', async () => {
    const post = engagers.posts.find((p) => p.reactions.length > 10 && p.comments.length > 0)!;
    const first = await collect(post.url, 1, 15);
    // Page 2 was cut at 5 of 10: read again next time.
    expect(first).toMatchObject({ lastPage: 1, exhausted: false });
    expect(first.people.map((p) => p.publicId)).toEqual(post.reactions.slice(0, 15));
    expect(
      first.people.every((p) => p.firstName && p.profileUrl.startsWith('https://www.linkedin.com/in/')),
    ).toBe(true);
    // The posts-slug form of the same post, collected in small batches across the reactions→comments seam.
    const id = post.urn.split(':').at(-1);
    const { ids, calls, seconds } = await collectAll(
      `https://www.linkedin.com/posts/${post.author}_notes-activity-${id}-AbCd/`,
      25,
    );
    expect([...ids].sort()).toEqual([...new Set([...post.reactions, ...post.comments])].sort());
    expect(ids.has(post.author)).toBe(false);
    console.log(
      `[bench] collect post engagers: ${ids.size} people in ${calls} calls, ${seconds.toFixed(1)} s`,
    );
  });

  it('collects an advertisement post’s engagers and a newsletter’s subscribers from its article URL', async () => {
    const ad = engagers.sponsoredPosts[0];
    const ads = await collectAll(ad.url, 200);
    expect([...ads.ids].sort()).toEqual([...new Set([...ad.reactions, ...ad.comments])].sort());

    const n = engagers.newsletters[0];
    const subs = await collectAll(n.urls[1], 200);
    expect([...subs.ids].sort()).toEqual([...n.subscribers].sort());
    console.log(
      `[bench] collect newsletter subscribers: ${subs.ids.size} people, ${subs.seconds.toFixed(1)} s`,
    );

    // An article that does not exist: nothing to collect, the collection ends.
    expect(await collect('https://www.linkedin.com/pulse/no-such-article/', 1, 10)).toMatchObject({
      people: [],
      exhausted: true,
    });
  });
});
