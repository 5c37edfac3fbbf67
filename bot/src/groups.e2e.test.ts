import { randomUUID } from 'node:crypto';
import { enqueueBotAction } from '@outreach/functions/domain/bot/actions';
import type {
  AccountKey,
  ActionKey,
  ActionOutcomes,
  ActionPayloads,
  BotActionType,
  ScrapedPerson,
} from '@outreach/functions/domain/bot/types';
import type { Deps } from '@outreach/functions/ports/deps';
import { type LinkedInSandbox, startLinkedInSandbox } from '@outreach/sandbox/linkedin/server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { botTestDeps, createLinkedInAccount, runBotUntil, TestClock } from './testing/harness.ts';

// LinkedIn groups (spec 3 §4, issue #8): a group's members as a campaign's audience, and the Group
// Message step, each executor against the sandbox.
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

interface Groups {
  groups: { id: string; name: string; url: string; member: boolean; memberCount: number }[];
  messagesLeft: number;
  messagesPerMonth: number;
  sent: { groupId: string; publicId: string; text: string }[];
}
const groupsOf = async (email: string) =>
  (await (await fetch(`${sandbox.url}/_sandbox/groups/${email}`)).json()) as Groups;

async function collect(acc: AccountKey, sourceUrl: string, startPage: number, maxPeople: number) {
  const k = await enqueue(acc, 'collect-members', { campaignId: 'c', sourceUrl, startPage, maxPeople });
  const { actions } = await runBotUntil(deps, sandbox.url, [k]);
  return outcome<'collect-members'>(actions[0]);
}

const groupMessage = (groupId: string, p: ScrapedPerson, text = `Hello ${p.firstName}, fellow member`) => ({
  campaignId: 'c',
  leadId: p.publicId,
  stepIndex: 1,
  profileUrl: p.profileUrl,
  groupId,
  text,
});

describe('Group members against the sandbox', () => {
  it('collects a group’s members page by page (10 a page), without the account itself; a hidden list ends it', async () => {
    const email = 'alex@sandbox.test';
    const acc = await createLinkedInAccount(deps, { email, password: 'Sandbox1!' });
    const { groups } = await groupsOf(email);
    const group = groups.filter((g) => g.member).at(-1)!;
    const first = await collect(acc, group.url, 1, 15);
    expect(first.people).toHaveLength(15);
    // Page 2 was cut at 5 of 10: it is read again next time.
    expect(first.lastPage).toBe(1);
    expect(first.exhausted).toBe(false);
    const me = (await (await fetch(`${sandbox.url}/_sandbox/accounts`)).json()) as {
      email: string;
      publicId: string;
    }[];
    const myId = me.find((a) => a.email === email)!.publicId;
    expect(first.people.map((p) => p.publicId)).not.toContain(myId);
    expect(
      first.people.every((p) => p.firstName && p.profileUrl.startsWith('https://www.linkedin.com/in/')),
    ).toBe(true);

    const rest = await collect(acc, group.url, first.lastPage + 1, 1000);
    expect(rest.exhausted).toBe(true);
    const all = new Set([...first.people.slice(0, 10), ...rest.people].map((p) => p.publicId));
    // Every member on the list, each once (the account itself is not on it).
    expect(all.size).toBe(group.memberCount);

    const hidden = await collect(acc, groups.find((g) => !g.member)!.url, 1, 10);
    expect(hidden).toMatchObject({ people: [], exhausted: true, notMember: true });
  });
});

describe('Group Message against the sandbox', () => {
  it('messages fellow members without a connection, once each; a group the account is not in is refused', async () => {
    const email = 'sam@sandbox.test';
    const acc = await createLinkedInAccount(deps, { email, password: 'Sandbox1!' });
    const { groups } = await groupsOf(email);
    const group = groups.filter((g) => g.member).at(-1)!;
    const members = (await collect(acc, group.url, 1, 30)).people.filter((p) => p.degree !== '1st');
    const targets = members.slice(0, 4);
    expect(targets).toHaveLength(4);

    const started = performance.now();
    const keys = [];
    for (const p of targets) keys.push(await enqueue(acc, 'send-group-message', groupMessage(group.id, p)));
    const { actions } = await runBotUntil(deps, sandbox.url, keys);
    const minutes = (performance.now() - started) / 60_000;
    expect(actions.map((a) => outcome<'send-group-message'>(a).result)).toEqual([
      'sent',
      'sent',
      'sent',
      'sent',
    ]);
    console.log(`[bench] Group Message: ${(targets.length / minutes).toFixed(1)} bot actions per minute`);

    const state = await groupsOf(email);
    expect(state.sent.map((s) => s.publicId).sort()).toEqual(targets.map((t) => t.publicId).sort());
    expect(state.messagesLeft).toBe(state.messagesPerMonth - 4);

    // The same actions again (a redelivery): the conversation already shows them.
    const again = [];
    for (const p of targets.slice(0, 2))
      again.push(await enqueue(acc, 'send-group-message', groupMessage(group.id, p)));
    const second = await runBotUntil(deps, sandbox.url, again);
    expect(second.actions.map((a) => outcome<'send-group-message'>(a).result)).toEqual([
      'already-sent',
      'already-sent',
    ]);

    // Through a group the account is not in: refused, nothing sent.
    const outside = groups.find((g) => !g.member)!;
    const k = await enqueue(acc, 'send-group-message', groupMessage(outside.id, members[5], 'Not allowed'));
    const third = await runBotUntil(deps, sandbox.url, [k]);
    expect(outcome<'send-group-message'>(third.actions[0]).result).toBe('not-member');
    expect((await groupsOf(email)).sent).toHaveLength(4);

    // The messages are in the ordinary inbox, as LinkedIn shows them.
    const inbox = (await (await fetch(`${sandbox.url}/_sandbox/state/${email}`)).json()) as {
      conversations: { publicId?: string; messages: { from: string; text: string }[] }[];
    };
    expect(
      inbox.conversations.filter((c) =>
        c.messages.some((m) => m.from === 'me' && m.text.includes('fellow member')),
      ),
    ).toHaveLength(4);
  });

  it('stops at LinkedIn’s monthly allowance of group messages: the next one is limit-reached', async () => {
    const email = 'taylor@sandbox.test';
    const acc = await createLinkedInAccount(deps, { email, password: 'Sandbox1!' });
    const { groups, messagesPerMonth } = await groupsOf(email);
    const group = groups.filter((g) => g.member).at(-1)!;
    const targets = (await collect(acc, group.url, 1, messagesPerMonth + 1)).people;
    expect(targets).toHaveLength(messagesPerMonth + 1);
    const keys = [];
    for (const p of targets) keys.push(await enqueue(acc, 'send-group-message', groupMessage(group.id, p)));
    const { actions } = await runBotUntil(deps, sandbox.url, keys);
    const results = actions.map((a) => outcome<'send-group-message'>(a).result);
    expect(results.slice(0, messagesPerMonth).every((r) => r === 'sent')).toBe(true);
    expect(results.at(-1)).toBe('limit-reached');
    expect((await groupsOf(email)).messagesLeft).toBe(0);
  });
});

describe('My groups against the sandbox', () => {
  it('reads every group the account belongs to, with its linkedin.com URL and member count', async () => {
    const email = 'jordan@sandbox.test';
    const acc = await createLinkedInAccount(deps, { email, password: 'Sandbox1!' });
    const k = await enqueue(acc, 'sync-groups', {});
    const { actions } = await runBotUntil(deps, sandbox.url, [k]);
    expect(actions[0].status).toBe('done');
    const read = outcome<'sync-groups'>(actions[0]).groups;
    const mine = (await groupsOf(email)).groups.filter((g) => g.member);
    expect(mine.length).toBeGreaterThan(0);
    expect(read).toEqual(
      mine.map((g) => ({ id: g.id, name: g.name, url: g.url, membersCount: g.memberCount })),
    );
  });
});
