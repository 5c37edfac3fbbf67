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

// The message-like LinkedIn steps (InMail, chained messages), each executor against the sandbox (spec 3 §4).
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

interface InMails {
  creditsLeft: number;
  creditsPerMonth: number;
  sent: { publicId: string; subject: string; text: string; openProfile: boolean }[];
}
const inmailsOf = async (email: string) =>
  (await (await fetch(`${sandbox.url}/_sandbox/inmail/${email}`)).json()) as InMails;

const inmail = (p: { publicId: string; profileUrl: string }, text = `Hello ${p.publicId}`) => ({
  campaignId: 'c',
  leadId: p.publicId,
  stepIndex: 0,
  profileUrl: p.profileUrl,
  subject: 'A question about your team',
  text,
});

describe('InMail Message against the sandbox', () => {
  it('sends InMails with a subject to 2nd-degree members, a credit each unless Open Profile; a second run sends nothing', async () => {
    const email = 'alex@sandbox.test';
    const acc = await createLinkedInAccount(deps, { email, password: 'Sandbox1!' });
    const targets = await people(acc, 'S', 4);
    expect(targets).toHaveLength(4);
    const keys = [];
    for (const p of targets) keys.push(await enqueue(acc, 'send-inmail', inmail(p)));
    const { actions } = await runBotUntil(deps, sandbox.url, keys);
    const results = actions.map((a) => outcome<'send-inmail'>(a));
    expect(results.every((r) => r.result === 'sent')).toBe(true);

    const state = await inmailsOf(email);
    expect(state.sent.map((s) => s.publicId).sort()).toEqual(targets.map((t) => t.publicId).sort());
    expect(state.sent.every((s) => s.subject === 'A question about your team')).toBe(true);
    // Open Profiles are free; every other InMail took one credit (the sandbox seeds some of each).
    const paid = state.sent.filter((s) => !s.openProfile).length;
    expect(results.filter((r) => r.free).length).toBe(state.sent.length - paid);
    expect(state.creditsLeft).toBe(state.creditsPerMonth - paid);

    // The same actions again (a redelivery): the site already shows them sent.
    const again = [];
    for (const p of targets.slice(0, 2)) again.push(await enqueue(acc, 'send-inmail', inmail(p)));
    const second = await runBotUntil(deps, sandbox.url, again);
    expect(second.actions.map((a) => outcome<'send-inmail'>(a).result)).toEqual([
      'already-sent',
      'already-sent',
    ]);
    expect((await inmailsOf(email)).sent).toHaveLength(4);

    // The InMail threads are in the inbox the product syncs, with their subject.
    const inbox = (await (await fetch(`${sandbox.url}/_sandbox/inbox/${email}`)).json()) as {
      threads: { kind: string; publicId: string; subject: string }[];
    };
    expect(
      inbox.threads.filter((t) => t.kind === 'inmail' && t.subject === 'A question about your team'),
    ).toHaveLength(4);
  });

  it('skips a connection (no InMail to 1st degree) and reports a missing profile', async () => {
    const email = 'jordan@sandbox.test';
    const acc = await createLinkedInAccount(deps, { email, password: 'Sandbox1!' });
    const [friend] = await people(acc, 'F', 1);
    const k1 = await enqueue(acc, 'send-inmail', inmail(friend));
    const k2 = await enqueue(
      acc,
      'send-inmail',
      inmail({ publicId: 'nobody-here-0', profileUrl: 'https://www.linkedin.com/in/nobody-here-0/' }),
    );
    const { actions } = await runBotUntil(deps, sandbox.url, [k1, k2]);
    expect(actions.map((a) => outcome<'send-inmail'>(a).result)).toEqual(['connected', 'not-found']);
    expect((await inmailsOf(email)).sent).toHaveLength(0);
  });
});

describe('Chained messages against the sandbox', () => {
  it('sends each message of the chain on its own, in order, once; a second run sends nothing', async () => {
    const email = 'sam@sandbox.test';
    const acc = await createLinkedInAccount(deps, { email, password: 'Sandbox1!' });
    const [friend] = await people(acc, 'F', 1);
    const tag = randomUUID().slice(0, 6);
    const texts = [`Hi ${friend.publicId}, first ${tag}`, `Second part ${tag}`, `And a third ${tag}`];
    const chain = (p: { publicId: string; profileUrl: string }) => ({
      campaignId: 'c',
      leadId: p.publicId,
      stepIndex: 1,
      profileUrl: p.profileUrl,
      texts,
    });
    const k = await enqueue(acc, 'send-chained-messages', chain(friend));
    const { actions } = await runBotUntil(deps, sandbox.url, [k]);
    expect(outcome<'send-chained-messages'>(actions[0])).toEqual({ result: 'sent', sent: 3 });

    const sent = async () =>
      (await sandboxState(sandbox.url, email)).messages
        .filter((m) => m.direction === 'out' && m.text.includes(tag))
        .sort((a, b) => a.at - b.at);
    const first = await sent();
    expect(first.map((m) => m.text)).toEqual(texts);
    expect(new Set(first.map((m) => m.threadId)).size).toBe(1);
    expect(first.every((m) => m.publicId === friend.publicId)).toBe(true);

    // Delivered again (a new id, same lead and chain): the thread already ends with it.
    const again = await enqueue(acc, 'send-chained-messages', chain(friend));
    const second = await runBotUntil(deps, sandbox.url, [again]);
    expect(outcome<'send-chained-messages'>(second.actions[0])).toEqual({ result: 'already-sent', sent: 0 });
    expect(await sent()).toHaveLength(3);

    // Someone outside the network gets nothing.
    const [stranger] = await people(acc, 'S', 1);
    const k3 = await enqueue(acc, 'send-chained-messages', chain(stranger));
    const third = await runBotUntil(deps, sandbox.url, [k3]);
    expect(outcome<'send-chained-messages'>(third.actions[0]).result).toBe('not-connected');
  });
});
