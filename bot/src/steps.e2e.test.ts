import { randomUUID } from 'node:crypto';
import { enqueueBotAction } from '@outreach/functions/domain/bot/actions';
import type {
  AccountKey,
  ActionKey,
  ActionOutcomes,
  ActionPayloads,
  BotActionType,
} from '@outreach/functions/domain/bot/types';
import type { Deps } from '@outreach/functions/ports/deps';
import { type LinkedInSandbox, startLinkedInSandbox } from '@outreach/sandbox/linkedin/server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  botTestDeps,
  createLinkedInAccount,
  runBotUntil,
  sandboxState,
  TestClock,
} from './testing/harness.ts';

// The LinkedIn steps beyond View/Connect/Message, each executor against the sandbox (spec 3 §4).
const clock = new TestClock();
let deps: Deps;
let sandbox: LinkedInSandbox;

beforeAll(async () => {
  ({ deps } = await botTestDeps({ baseUrl: inject('baseUrl'), clock }));
  sandbox = await startLinkedInSandbox({ port: 0, now: () => clock.now() });
});
afterAll(async () => {
  await sandbox?.close();
});

async function enqueue<T extends BotActionType>(acc: AccountKey, type: T, payload: ActionPayloads[T]) {
  const key: ActionKey = { ...acc, actionId: randomUUID() };
  await enqueueBotAction(deps, { ...key, type, payload });
  return key;
}
const outcome = <T extends BotActionType>(a: { outcome?: unknown }) => a.outcome as ActionOutcomes[T];

async function people(acc: AccountKey, network: 'F' | 'S', maxPeople: number) {
  const searchUrl = `https://www.linkedin.com/search/results/people/?network=${encodeURIComponent(JSON.stringify([network]))}`;
  const k = await enqueue(acc, 'collect-search', { campaignId: 'c', searchUrl, startPage: 1, maxPeople });
  const { actions } = await runBotUntil(deps, sandbox.url, [k]);
  return outcome<'collect-search'>(actions[0]).people;
}

interface Extras {
  follows: { publicId: string }[];
  endorsements: { publicId: string; skill: string }[];
  likes: { urn: string; publicId?: string }[];
}
async function extrasOf(email: string): Promise<Extras> {
  return (await (await fetch(`${sandbox.url}/_sandbox/profile-extras/${email}`)).json()) as Extras;
}

describe('LI View extras against the sandbox', () => {
  it('follows, likes two posts and endorses two skills of a connection; a second run does nothing again', async () => {
    const email = 'alex@sandbox.test';
    const acc = await createLinkedInAccount(deps, { email, password: 'Sandbox1!' });
    const [friend] = await people(acc, 'F', 1);
    const payload = {
      campaignId: 'c',
      leadId: 'l1',
      stepIndex: 0,
      profileUrl: friend.profileUrl,
      follow: true,
      endorse: 2,
      likePosts: 2,
    };
    const first = await enqueue(acc, 'view-profile', payload);
    const { actions } = await runBotUntil(deps, sandbox.url, [first]);
    expect(outcome<'view-profile'>(actions[0])).toMatchObject({
      result: 'viewed',
      followed: true,
      endorsed: 2,
      liked: 2,
    });
    const after = await extrasOf(email);
    expect(after.follows.filter((f) => f.publicId === friend.publicId)).toHaveLength(1);
    expect(after.endorsements.filter((e) => e.publicId === friend.publicId)).toHaveLength(2);
    expect(after.likes.filter((l) => l.publicId === friend.publicId)).toHaveLength(2);

    // The same step delivered again (a redelivery): the site shows Following, Endorsed, Liked.
    const again = await enqueue(acc, 'view-profile', payload);
    const second = await runBotUntil(deps, sandbox.url, [again]);
    expect(outcome<'view-profile'>(second.actions[0])).toMatchObject({
      followed: true,
      endorsed: 2,
      liked: 2,
    });
    expect(await extrasOf(email)).toEqual(after);
  });

  it('a 2nd-degree member can be followed and liked but not endorsed', async () => {
    const email = 'jordan@sandbox.test';
    const acc = await createLinkedInAccount(deps, { email, password: 'Sandbox1!' });
    const [stranger] = await people(acc, 'S', 1);
    const k = await enqueue(acc, 'view-profile', {
      campaignId: 'c',
      leadId: 'l2',
      stepIndex: 0,
      profileUrl: stranger.profileUrl,
      follow: true,
      endorse: 1,
      likePosts: 5,
    });
    const { actions } = await runBotUntil(deps, sandbox.url, [k]);
    // Every member posts twice in the sandbox: five asked, two liked.
    expect(outcome<'view-profile'>(actions[0])).toMatchObject({ followed: true, endorsed: 0, liked: 2 });
    const state = await extrasOf(email);
    expect(state.endorsements).toHaveLength(0);
    expect(state.follows.map((f) => f.publicId)).toEqual([stranger.publicId]);
  });

  it('a plain view does no extras', async () => {
    const email = 'sam@sandbox.test';
    const acc = await createLinkedInAccount(deps, { email, password: 'Sandbox1!' });
    const [p] = await people(acc, 'S', 1);
    const k = await enqueue(acc, 'view-profile', {
      campaignId: 'c',
      leadId: 'l3',
      stepIndex: 0,
      profileUrl: p.profileUrl,
    });
    const { actions } = await runBotUntil(deps, sandbox.url, [k]);
    const o = outcome<'view-profile'>(actions[0]);
    expect(o.result).toBe('viewed');
    expect(o.followed).toBeUndefined();
    expect(await extrasOf(email)).toEqual({ follows: [], endorsements: [], likes: [] });
  });
});

describe('LI Connect revoke against the sandbox', () => {
  it('withdraws a pending invite once; a second delivery finds nothing pending', async () => {
    const email = 'taylor@sandbox.test';
    const acc = await createLinkedInAccount(deps, { email, password: 'Sandbox1!' });
    const [p] = await people(acc, 'S', 1);
    const base = { campaignId: 'c', leadId: 'lr', stepIndex: 0, profileUrl: p.profileUrl };
    const inv = await enqueue(acc, 'connect', base);
    expect(outcome<'connect'>((await runBotUntil(deps, sandbox.url, [inv])).actions[0]).result).toBe('sent');

    const w = await enqueue(acc, 'withdraw-invite', base);
    expect(outcome<'withdraw-invite'>((await runBotUntil(deps, sandbox.url, [w])).actions[0]).result).toBe(
      'withdrawn',
    );
    const state = await sandboxState(sandbox.url, email);
    expect(state.invitations.filter((i) => i.publicId === p.publicId).map((i) => i.status)).toEqual([
      'withdrawn',
    ]);

    const again = await enqueue(acc, 'withdraw-invite', base);
    expect(
      outcome<'withdraw-invite'>((await runBotUntil(deps, sandbox.url, [again])).actions[0]).result,
    ).toBe('not-pending');
  });
});
