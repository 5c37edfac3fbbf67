import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { getAccount, storeVerificationCode } from '@outreach/functions/domain/bot/accounts';
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
import { AccountBrowser, launchBrowser } from './browser.ts';
import { openProfile } from './executors/common.ts';
import {
  botTestDeps,
  createLinkedInAccount,
  runBotUntil,
  sandboxState,
  TestClock,
  waitFor,
} from './testing/harness.ts';

const PASSWORD = 'Sandbox1!';
const DAY = 24 * 60 * 60_000;
const clock = new TestClock();
let deps: Deps;
let sandbox: LinkedInSandbox;
const mails: { to: string; subject: string; text: string }[] = [];

beforeAll(async () => {
  ({ deps } = await botTestDeps({ baseUrl: inject('baseUrl'), clock }));
  sandbox = await startLinkedInSandbox({
    port: 0,
    now: () => clock.now(),
    sendMail: async (m) => {
      mails.push(m);
    },
    // Every invitation accepted and every message answered, within a day: sync has something to find.
    reactions: {
      acceptRate: 1,
      acceptDelayMinMs: DAY / 2,
      acceptDelayMaxMs: DAY,
      replyRate: 1,
      replyDelayMinMs: DAY / 2,
      replyDelayMaxMs: DAY,
    },
  });
});
afterAll(async () => {
  await sandbox?.close();
});

async function enqueue<T extends BotActionType>(
  acc: AccountKey,
  type: T,
  payload: ActionPayloads[T],
  actionId = randomUUID(),
) {
  const key: ActionKey = { ...acc, actionId };
  await enqueueBotAction(deps, { ...key, type, payload });
  return key;
}

const outcome = <T extends BotActionType>(a: { outcome?: unknown }) => a.outcome as ActionOutcomes[T];
const pinOf = (to: string) =>
  mails
    .filter((m) => m.to === to)
    .at(-1)
    ?.text.match(/\b(\d{6})\b/)?.[1];

async function searchPeople(acc: AccountKey, network: string, maxPeople: number, keywords = '') {
  const searchUrl = `https://www.linkedin.com/search/results/people/?keywords=${encodeURIComponent(keywords)}&origin=FACETED_SEARCH&network=${encodeURIComponent(JSON.stringify([network]))}`;
  const k = await enqueue(acc, 'collect-search', { campaignId: 'c1', searchUrl, startPage: 1, maxPeople });
  const { actions } = await runBotUntil(deps, sandbox.url, [k]);
  return outcome<'collect-search'>(actions[0]);
}

describe('cloud bot against the LinkedIn sandbox', () => {
  it('reaches the test worker with the runtime environment', () => {
    // The global setup sets these in the main process; the worker inherits them (or reads /_local/info).
    expect(process.env.AWS_ENDPOINT_URL_DYNAMODB).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('logs in without a challenge and reports LOGGED_IN with the profile', async () => {
    const email = 'alex@sandbox.test';
    const acc = await createLinkedInAccount(deps, { email, password: PASSWORD });
    const k = await enqueue(acc, 'login', { reason: 'credentials' });
    const { actions } = await runBotUntil(deps, sandbox.url, [k]);
    const o = outcome<'login'>(actions[0]);
    const state = await sandboxState(sandbox.url, email);
    expect(o.status).toBe('LOGGED_IN');
    expect(o.profile?.publicId).toBe(state.publicId);
    const row = await getAccount(deps, acc);
    expect(row?.loginStatus).toBe('LOGGED_IN');
    expect(row?.isLoginValid).toBe(true);
    expect(row?.sessionEnc).toBeTruthy();
  });

  it('reports a wrong password as LOGGED_IN_INVALID', async () => {
    const acc = await createLinkedInAccount(deps, { email: 'sam@sandbox.test', password: 'wrong-password' });
    const k = await enqueue(acc, 'login', { reason: 'credentials' });
    const { actions } = await runBotUntil(deps, sandbox.url, [k]);
    expect(outcome<'login'>(actions[0])).toMatchObject({
      status: 'LOGGED_IN_INVALID',
      errorCode: 'LOGGED_IN_INVALID',
    });
    expect((await getAccount(deps, acc))?.loginStatus).toBe('LOGGED_IN_INVALID');
  });

  it('logs in with the emailed PIN (a wrong code first), then a new bot reuses the saved session', async () => {
    const email = 'casey@sandbox.test';
    const acc = await createLinkedInAccount(deps, { email, password: PASSWORD });
    const k = await enqueue(acc, 'login', { reason: 'credentials' });
    const mailsBefore = mails.length;
    const run = runBotUntil(deps, sandbox.url, [k]);
    // The bot asks for the code: the account shows the verification state with the waiting browser.
    const waiting = await waitFor(async () => {
      const row = await getAccount(deps, acc);
      return row?.loginStatus === 'LOGGED_IN_VERIFICATION_EMAIL' && row.browserId ? row : null;
    });
    expect(waiting.verificationCodeExpiresAt).toBeGreaterThan(clock.now());
    const pin = await waitFor(async () => pinOf(email));
    // A wrong code first: the same browser asks again with VERIFICATION_INVALID.
    await storeVerificationCode(deps, acc, pin === '000000' ? '111111' : '000000');
    await waitFor(async () => (await getAccount(deps, acc))?.errorCode === 'VERIFICATION_INVALID');
    await storeVerificationCode(deps, acc, pin); // as POST /linked-in/verify-code does
    const { actions } = await run;
    expect(outcome<'login'>(actions[0]).status).toBe('LOGGED_IN');
    expect(mails.length - mailsBefore).toBe(1);

    // A second bot (new browser, new worker) works the account from the saved session: no new login.
    const people = await searchPeople(acc, 'S', 3);
    expect(people.people).toHaveLength(3);
    const v = await enqueue(acc, 'view-profile', {
      campaignId: 'c1',
      leadId: 'l1',
      stepIndex: 0,
      profileUrl: people.people[0].profileUrl,
    });
    const second = await runBotUntil(deps, sandbox.url, [v]);
    expect(outcome<'view-profile'>(second.actions[0]).result).toBe('viewed');
    expect(mails.length - mailsBefore).toBe(1); // no second PIN mail: the session was reused
    const loginSubmits = second.events.filter((e) => e.type === 'action' && e.action === 'login');
    expect(loginSubmits).toHaveLength(0);
    const state = await sandboxState(sandbox.url, email);
    expect(state.views.map((x) => x.publicId)).toContain(people.people[0].publicId);
  });

  it('collects search pages, views a profile, connects with a note, and messages a connection', async () => {
    const email = 'jordan@sandbox.test';
    const acc = await createLinkedInAccount(deps, { email, password: PASSWORD });
    const found = await searchPeople(acc, 'S', 25);
    expect(found.people).toHaveLength(25);
    expect(found.lastPage).toBe(2); // page 3 was cut after 5 people: it is read again next time
    expect(new Set(found.people.map((p) => p.publicId)).size).toBe(25);
    expect(
      found.people.every((p) => p.degree === '2nd' && p.firstName && p.memberUrn?.startsWith('ACoAA')),
    ).toBe(true);

    const [a, b, c] = found.people;
    const note = `Hi ${b.firstName}, we work in the same field — happy to connect. ${'x'.repeat(20)}`;
    const view = await enqueue(acc, 'view-profile', {
      campaignId: 'c1',
      leadId: 'la',
      stepIndex: 0,
      profileUrl: a.profileUrl,
    });
    const inv = await enqueue(acc, 'connect', {
      campaignId: 'c1',
      leadId: 'lb',
      stepIndex: 1,
      profileUrl: b.profileUrl,
      note,
    });
    const inv2 = await enqueue(acc, 'connect', {
      campaignId: 'c1',
      leadId: 'lc',
      stepIndex: 1,
      profileUrl: c.profileUrl,
    });
    const friends = await searchPeople(acc, 'F', 1);
    const text = `Hello ${friends.people[0].firstName}, a quick question about your team. ${randomUUID().slice(0, 6)}`;
    const msg = await enqueue(acc, 'message', {
      campaignId: 'c1',
      leadId: 'ld',
      stepIndex: 2,
      profileUrl: friends.people[0].profileUrl,
      text,
    });
    const { actions } = await runBotUntil(deps, sandbox.url, [view, inv, inv2, msg]);
    expect(actions.map((x) => x.status)).toEqual(['done', 'done', 'done', 'done']);
    expect(outcome<'view-profile'>(actions[0])).toMatchObject({
      result: 'viewed',
      person: { publicId: a.publicId },
    });
    expect(outcome<'connect'>(actions[1]).result).toBe('sent');
    expect(outcome<'connect'>(actions[2]).result).toBe('sent');
    expect(outcome<'message'>(actions[3]).result).toBe('sent');

    const state = await sandboxState(sandbox.url, email);
    expect(state.invitations.map((i) => [i.publicId, i.note])).toEqual([
      [b.publicId, note],
      [c.publicId, null],
    ]);
    expect(state.messages.filter((m) => m.text === text)).toHaveLength(1);

    // Delivered again (new ids, same people and text): verified on the site, not repeated.
    const again = await enqueue(acc, 'connect', {
      campaignId: 'c1',
      leadId: 'lb',
      stepIndex: 1,
      profileUrl: b.profileUrl,
      note,
    });
    const again2 = await enqueue(acc, 'message', {
      campaignId: 'c1',
      leadId: 'ld',
      stepIndex: 2,
      profileUrl: friends.people[0].profileUrl,
      text,
    });
    const friendConnect = await enqueue(acc, 'connect', {
      campaignId: 'c1',
      leadId: 'ld',
      stepIndex: 0,
      profileUrl: friends.people[0].profileUrl,
    });
    const r2 = await runBotUntil(deps, sandbox.url, [again, again2, friendConnect]);
    expect(outcome<'connect'>(r2.actions[0]).result).toBe('already-pending');
    expect(outcome<'message'>(r2.actions[1]).result).toBe('already-sent');
    expect(outcome<'connect'>(r2.actions[2]).result).toBe('already-connected');
    const after = await sandboxState(sandbox.url, email);
    expect(after.invitations).toHaveLength(2);
    expect(after.messages.filter((m) => m.text === text)).toHaveLength(1);

    // The bot's own view of a profile it invited (Pending on the top card), for a look.
    const shot = resolve(import.meta.dirname, '../../tests/e2e/__screenshots__');
    mkdirSync(shot, { recursive: true });
    const browser = await launchBrowser();
    try {
      const session = await AccountBrowser.open(deps, browser, acc);
      const ctx = {
        deps,
        acc,
        actionId: 'shot',
        workerId: 'shot',
        base: sandbox.url,
        session,
        page: session.page,
        log: () => {},
      };
      const p = await openProfile(ctx, b.profileUrl);
      expect(p.found && p.pending).toBe(true);
      await session.page.screenshot({ path: join(shot, 'bot-profile.png'), fullPage: false });
      await session.close();
    } finally {
      await browser.close();
    }
  });

  it('the same action delivered twice sends one invitation', async () => {
    const email = 'taylor@sandbox.test';
    const acc = await createLinkedInAccount(deps, { email, password: PASSWORD });
    const people = await searchPeople(acc, 'S', 1, 'engineer');
    const payload = { campaignId: 'c2', leadId: 'l1', stepIndex: 0, profileUrl: people.people[0].profileUrl };
    const id = randomUUID();
    const k1 = await enqueue(acc, 'connect', payload, id);
    const created = await enqueueBotAction(deps, { ...k1, type: 'connect', payload });
    expect(created).toBe(false);
    const { actions } = await runBotUntil(deps, sandbox.url, [k1, k1]);
    expect(outcome<'connect'>(actions[0]).result).toBe('sent');
    const state = await sandboxState(sandbox.url, email);
    expect(state.invitations.filter((i) => i.publicId === people.people[0].publicId)).toHaveLength(1);
  });

  it('sync-network reports accepted invitations and replies after the clock moves', async () => {
    const email = 'riley@sandbox.test';
    const acc = await createLinkedInAccount(deps, { email, password: PASSWORD });
    const login = await enqueue(acc, 'login', { reason: 'credentials' });
    const run = runBotUntil(deps, sandbox.url, [login]);
    const pin = await waitFor(async () => pinOf(email));
    await storeVerificationCode(deps, acc, pin);
    await run;

    const since = clock.now();
    const targets = (await searchPeople(acc, 'S', 4)).people;
    const friends = (await searchPeople(acc, 'F', 3)).people;
    const keys = [
      ...targets.map((p, i) => ({
        type: 'connect' as const,
        payload: { campaignId: 'c3', leadId: `t${i}`, stepIndex: 0, profileUrl: p.profileUrl },
      })),
      ...friends.map((p, i) => ({
        type: 'message' as const,
        payload: {
          campaignId: 'c3',
          leadId: `f${i}`,
          stepIndex: 0,
          profileUrl: p.profileUrl,
          text: `Hi ${p.firstName}! ${randomUUID().slice(0, 4)}`,
        },
      })),
    ];
    const enqueued: ActionKey[] = [];
    for (const x of keys) enqueued.push(await enqueue(acc, x.type, x.payload as never));
    await runBotUntil(deps, sandbox.url, enqueued);

    clock.advance(2 * DAY);
    const sync = await enqueue(acc, 'sync-network', { sinceMs: since });
    const { actions } = await runBotUntil(deps, sandbox.url, [sync]);
    const o = outcome<'sync-network'>(actions[0]);
    const state = await sandboxState(sandbox.url, email);
    const acceptedInSandbox = state.invitations.filter((i) => i.status === 'accepted').map((i) => i.publicId);
    expect(acceptedInSandbox.sort()).toEqual(targets.map((t) => t.publicId).sort());
    expect(o.accepted.map((x) => x.publicId).sort()).toEqual(acceptedInSandbox.sort());
    const repliesInSandbox = state.messages.filter((m) => m.direction === 'in' && m.at >= since);
    expect(repliesInSandbox.length).toBe(friends.length);
    expect(o.replies.map((r) => [r.publicId, r.threadId, r.text]).sort()).toEqual(
      repliesInSandbox.map((m) => [m.publicId, m.threadId, m.text]).sort(),
    );
  });
});
