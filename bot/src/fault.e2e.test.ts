import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { clockStartFrom, FileOffsetClock } from '@outreach/functions/adapters/local/file-clock';
import { BotActionEntity } from '@outreach/functions/data/entities/bot-action';
import { LinkedInCompaniesEntity } from '@outreach/functions/data/entities/linkedin-companies';
import {
  claimAction,
  enqueueBotAction,
  getBotAction,
  reapplyUnapplied,
} from '@outreach/functions/domain/bot/actions';
import type {
  AccountKey,
  ActionKey,
  ActionOutcomes,
  ScrapedPerson,
} from '@outreach/functions/domain/bot/types';
import type { Deps } from '@outreach/functions/ports/deps';
import { type LinkedInSandbox, startLinkedInSandbox } from '@outreach/sandbox/linkedin/server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { botTestDeps, createLinkedInAccount, runBotUntil, sandboxState, waitFor } from './testing/harness.ts';
import type { WorkerEvent } from './worker.ts';

const repoRoot = resolve(import.meta.dirname, '../..');
const clockFile = join(mkdtempSync(join(tmpdir(), 'bot-fault-')), 'clock.json');
const clock = new FileOffsetClock(clockFile, { startAt: clockStartFrom(process.env.OUTREACH_CLOCK_START) });
// Short enough for a quick takeover, long enough that a busy CI machine does not lose a live lease.
const LEASE_TTL_MS = 4_000;
const RUN_TIMEOUT_MS = 8_000;
const HANDOVER_LEASE_TTL_MS = 60_000;
// A bot process's start imports the whole bot with tsx (about 7 s of CPU; over a minute at load 20):
// the waits for its first log lines are generous, and its test pause outlasts them (it is killed in it).
const CHILD_WAIT_MS = 150_000;
let deps: Deps;
let table: string;
let sandbox: LinkedInSandbox;

beforeAll(async () => {
  ({ deps, table } = await botTestDeps({ baseUrl: inject('baseUrl'), clock }));
  sandbox = await startLinkedInSandbox({ port: 0, now: () => clock.now() });
});
// A case that fails midway must not leave its bot process running (it would keep working the
// member's queue, and the machine's CPU, for the rest of the suite).
const children = new Set<ChildProcess>();
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await sandbox?.close();
});

/** A logged-in account and some 2nd-degree people to invite. */
async function preparedAccount(
  email: string,
  people: number,
): Promise<{ acc: AccountKey; targets: ScrapedPerson[] }> {
  const acc = await createLinkedInAccount(deps, { email, password: 'Sandbox1!' });
  const k = { ...acc, actionId: randomUUID() };
  await enqueueBotAction(deps, {
    ...k,
    type: 'collect-search',
    payload: {
      campaignId: 'c',
      searchUrl: '/search/results/people/?network=%5B%22S%22%5D',
      startPage: 1,
      maxPeople: people,
    },
  });
  const { actions } = await runBotUntil(deps, sandbox.url, [k]);
  return { acc, targets: (actions[0].outcome as ActionOutcomes['collect-search']).people };
}

async function enqueueConnect(acc: AccountKey, p: ScrapedPerson): Promise<ActionKey> {
  const key = { ...acc, actionId: randomUUID() };
  await enqueueBotAction(deps, {
    ...key,
    type: 'connect',
    payload: {
      campaignId: 'c',
      leadId: p.publicId,
      stepIndex: 0,
      profileUrl: p.profileUrl,
      note: 'Hello there',
    },
  });
  return key;
}

/** The bot as the runtime and Fargate run it: `node --import tsx bot/src/main.ts` with env. */
function startBotProcess(acc: AccountKey, extraEnv: Record<string, string>) {
  const lines: Record<string, unknown>[] = [];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'bot/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      POWERTOOLS_DEV: '',
      LOG_LEVEL: 'INFO',
      TABLE_NAME: table,
      CLOCK_FILE: clockFile,
      LINKEDIN_BASE_URL: sandbox.url,
      WORKER_ID: `child-${randomUUID().slice(0, 6)}`,
      BOT_ONLY_TEAM_ID: acc.teamId,
      BOT_POLL_MS: '100',
      BOT_ACTION_DELAY_MS: '0,10',
      BOT_LEASE_TTL_MS: String(LEASE_TTL_MS),
      BOT_ACTION_RUN_TIMEOUT_MS: String(RUN_TIMEOUT_MS),
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  createInterface({ input: child.stdout! }).on('line', (line) => {
    try {
      lines.push(JSON.parse(line));
    } catch {
      // not a log line
    }
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  return { child, lines, exited };
}

/** The first 10 members (or attendees) of a group or event page, as the bot collects them. */
async function collectMembers(acc: AccountKey, sourceUrl: string): Promise<ScrapedPerson[]> {
  const key = { ...acc, actionId: randomUUID() };
  await enqueueBotAction(deps, {
    ...key,
    type: 'collect-members',
    payload: { campaignId: 'c', sourceUrl, startPage: 1, maxPeople: 10 },
  });
  const { actions } = await runBotUntil(deps, sandbox.url, [key]);
  return (actions[0].outcome as ActionOutcomes['collect-members']).people;
}

/** The account's first 1st-degree connection, as the bot collects it. */
async function firstConnection(acc: AccountKey): Promise<ScrapedPerson> {
  const key = { ...acc, actionId: randomUUID() };
  await enqueueBotAction(deps, {
    ...key,
    type: 'collect-search',
    payload: {
      campaignId: 'c',
      searchUrl: '/search/results/people/?network=%5B%22F%22%5D',
      startPage: 1,
      maxPeople: 1,
    },
  });
  return (
    (await runBotUntil(deps, sandbox.url, [key])).actions[0].outcome as ActionOutcomes['collect-search']
  ).people[0];
}

/**
 * A step's bot killed at its Send and taken over: a bot paused right before its Send (`before`: the
 * site holds nothing yet) or right after the site confirmed it (`after`: the site holds it) is
 * killed; the action is left running; a second bot waits out the lease and the claim, checks the
 * site, and the send is there exactly once. `sent` reads what the site holds of this send.
 */
async function killThenTakeOver(
  acc: AccountKey,
  key: ActionKey,
  sent: () => Promise<unknown[]>,
  at: 'before' | 'after',
) {
  const hook = at === 'before' ? 'BOT_TEST_PAUSE_BEFORE_SUBMIT_MS' : 'BOT_TEST_PAUSE_AFTER_SUBMIT_MS';
  const bot = startBotProcess(acc, { [hook]: '600000' });
  await waitFor(async () => bot.lines.some((l) => l.message === 'test-pause'), CHILD_WAIT_MS);
  expect(await sent()).toHaveLength(at === 'before' ? 0 : 1);
  bot.child.kill('SIGKILL');
  await bot.exited;
  expect((await getBotAction(deps, key))?.status).toBe('running');

  const { actions } = await runBotUntil(deps, sandbox.url, [key], {
    leaseTtlMs: LEASE_TTL_MS,
    runTimeoutMs: RUN_TIMEOUT_MS,
  });
  expect(actions[0]).toMatchObject({ status: 'done', attempts: 2 });
  expect(await sent()).toHaveLength(1);
  return actions[0];
}

const KILLED_CASE_TIMEOUT_MS = 300_000;
const lanes = new Map<string, Promise<unknown>>();
let freeSlots = 2;
const slotWaiters: (() => void)[] = [];

/** Runs a case once the member's earlier cases are done and one of the two slots is free. */
function inLane<T>(email: string, fn: (email: string) => Promise<T>): Promise<T> {
  const run = (lanes.get(email) ?? Promise.resolve()).then(async () => {
    if (freeSlots > 0) freeSlots -= 1;
    else await new Promise<void>((r) => slotWaiters.push(r));
    try {
      return await fn(email);
    } finally {
      const next = slotWaiters.shift();
      if (next) next();
      else freeSlots += 1;
    }
  });
  lanes.set(
    email,
    run.catch(() => undefined),
  );
  return run;
}

/** A member's events on the sandbox: the events with their roles, the event messages sent, the invitations. */
async function sandboxEvents(email: string) {
  return (await (await fetch(`${sandbox.url}/_sandbox/events/${email}`)).json()) as {
    events: { id: string; url: string; attending: boolean; organizer: boolean }[];
    messages: { publicId: string; text: string }[];
    invites: { eventId: string; publicId: string }[];
  };
}

/** A killed-worker case on one sandbox member: run in that member's lane, given a lane's wait. */
function killedCase(name: string, email: string, body: (email: string) => Promise<void>) {
  it(name, () => inLane(email, body), KILLED_CASE_TIMEOUT_MS);
}

describe('cloud bot faults', () => {
  it('a bot process stops cleanly on SIGTERM', async () => {
    const { acc } = await preparedAccount('jordan@sandbox.test', 0);
    const bot = startBotProcess(acc, {});
    await waitFor(async () => bot.lines.some((l) => l.message === 'bot started'), CHILD_WAIT_MS);
    bot.child.kill('SIGTERM');
    await bot.exited;
    expect(bot.child.exitCode).toBe(0);
    expect(bot.lines.some((l) => l.message === 'bot stopped')).toBe(true);
  });

  it('an outcome a dead process never applied is applied by the next worker to visit the account, once', async () => {
    const acc = await createLinkedInAccount(deps, { email: 'jordan@sandbox.test', password: 'Sandbox1!' });
    // A worker read the pages the account manages and reported them, then died before the outcome
    // was applied: the state completeAction's first write leaves (done, marked applying), aged past
    // a run timeout.
    const crashed = { ...acc, actionId: randomUUID() };
    await enqueueBotAction(deps, { ...crashed, type: 'sync-companies', payload: {} });
    expect(await claimAction(deps, crashed, 'dead-worker', RUN_TIMEOUT_MS)).toBeTruthy();
    const companies = [
      { entityUrn: 'urn:li:fsd_company:1', name: 'Acme', url: 'https://www.linkedin.com/company/acme/' },
    ];
    await BotActionEntity.patch(crashed)
      .set({
        status: 'done',
        outcome: { companies },
        finishedAt: clock.now(),
        dueAt: (await getBotAction(deps, crashed))!.dueAt,
        applying: true,
        applyingSince: Date.now() - RUN_TIMEOUT_MS - 1_000,
      })
      .go();
    expect((await LinkedInCompaniesEntity.get(acc).go()).data).toBeNull();

    // The next worker visits the account for its next action.
    const next = { ...acc, actionId: randomUUID() };
    await enqueueBotAction(deps, { ...next, type: 'check-connection', payload: {} });
    await runBotUntil(deps, sandbox.url, [next], { runTimeoutMs: RUN_TIMEOUT_MS });

    expect((await getBotAction(deps, crashed))?.applying).toBeUndefined();
    expect((await LinkedInCompaniesEntity.get(acc).go()).data?.companies).toEqual(companies);
    expect(await reapplyUnapplied(deps, acc, RUN_TIMEOUT_MS)).toBe(0);
  });

  it('two bots on one queue of 20 invitations: each sent once, never two leases at once', async () => {
    const email = 'taylor@sandbox.test';
    const { acc, targets } = await preparedAccount(email, 20);
    expect(targets).toHaveLength(20);
    const keys: ActionKey[] = [];
    for (const p of targets) keys.push(await enqueueConnect(acc, p));

    const events: WorkerEvent[] = [];
    const opts = {
      // A graceful handover (the first bot releases its lease on stop), not an expiry: the lease is as long
      // as in production, so a test process starved for a few seconds does not lose a live lease.
      leaseTtlMs: HANDOVER_LEASE_TTL_MS,
      runTimeoutMs: RUN_TIMEOUT_MS,
      onEvent: (e: WorkerEvent) => events.push(e),
    };
    // The first bot takes the account and stops after a few actions (a deploy); the second one, started
    // once the first holds the lease, has to take over.
    const stopper = new AbortController();
    let done = 0;
    let leased!: () => void;
    const firstLeased = new Promise<void>((r) => {
      leased = r;
    });
    const first = runBotUntil(deps, sandbox.url, keys, {
      ...opts,
      signal: stopper.signal,
      onEvent: (e) => {
        events.push(e);
        if (e.type === 'lease-acquired') leased();
        if (e.type === 'action' && ++done === 6) stopper.abort();
      },
    }).catch(() => null);
    await Promise.race([firstLeased, first]);
    const b = await runBotUntil(deps, sandbox.url, keys, opts);
    await first;
    const results = b.actions.map((x) => (x.outcome as ActionOutcomes['connect'] | undefined)?.result);
    expect(b.actions.every((x) => x.status === 'done')).toBe(true);
    expect(results.every((r) => r === 'sent' || r === 'already-pending')).toBe(true);

    const state = await sandboxState(sandbox.url, email);
    const invited = state.invitations.map((i) => i.publicId);
    expect(invited.sort()).toEqual(targets.map((t) => t.publicId).sort());
    expect(new Set(invited).size).toBe(invited.length);

    // Lease intervals of the two workers on this account never overlap.
    const mine = events.filter((e) => e.acc.teamId === acc.teamId && e.type !== 'action');
    const intervals: { worker: string; from: number; to: number }[] = [];
    const open = new Map<string, number>();
    for (const e of mine) {
      if (e.type === 'lease-acquired') open.set(e.workerId, e.at);
      if (e.type === 'lease-released') {
        intervals.push({ worker: e.workerId, from: open.get(e.workerId)!, to: e.at });
        open.delete(e.workerId);
      }
    }
    expect(new Set(intervals.map((i) => i.worker)).size).toBe(2);
    intervals.sort((x, y) => x.from - y.from);
    for (let i = 1; i < intervals.length; i++) {
      if (intervals[i].worker !== intervals[i - 1].worker)
        expect(intervals[i].from).toBeGreaterThanOrEqual(intervals[i - 1].to);
    }
  });
});

/**
 * The killed-worker cases run two at a time: each waits seconds of wall time for the dead bot's lease
 * and claim to run out (leases and claims are timed on the wall clock), time the other case can use.
 * Cases of one sandbox member run one after another, as they read and change that member's state.
 */
describe.concurrent('cloud bot faults: a killed worker, two cases at a time', () => {
  it.each([
    ['after Send, before the outcome is recorded', 'BOT_TEST_PAUSE_AFTER_SUBMIT_MS', 'already-pending'],
    ['before Send', 'BOT_TEST_PAUSE_BEFORE_SUBMIT_MS', 'sent'],
  ] as const)(
    'a bot killed %s: the next bot takes over and invites exactly once',
    (_when, hook, result) =>
      inLane(hook.includes('AFTER') ? 'alex@sandbox.test' : 'sam@sandbox.test', async (email) => {
        const { acc, targets } = await preparedAccount(email, 1);
        const key = await enqueueConnect(acc, targets[0]);

        const bot = startBotProcess(acc, { [hook]: '600000' });
        await waitFor(async () => bot.lines.some((l) => l.message === 'test-pause'), CHILD_WAIT_MS);
        const before = await sandboxState(sandbox.url, email);
        expect(before.invitations).toHaveLength(hook.includes('AFTER') ? 1 : 0);
        bot.child.kill('SIGKILL');
        await bot.exited;
        expect((await getBotAction(deps, key))?.status).toBe('running');

        // A second bot waits out the lease and the claim, then re-verifies on the site before acting.
        const { actions } = await runBotUntil(deps, sandbox.url, [key], {
          leaseTtlMs: LEASE_TTL_MS,
          runTimeoutMs: RUN_TIMEOUT_MS,
        });
        expect(actions[0]).toMatchObject({ status: 'done', attempts: 2 });
        expect((actions[0].outcome as ActionOutcomes['connect']).result).toBe(result);
        const after = await sandboxState(sandbox.url, email);
        expect(after.invitations.filter((i) => i.publicId === targets[0].publicId)).toHaveLength(1);
      }),
    KILLED_CASE_TIMEOUT_MS,
  );

  killedCase(
    'a bot killed after Follow (LI View extras), before the outcome: the next bot follows exactly once',
    'jordan@sandbox.test',
    async (email) => {
      const { acc, targets } = await preparedAccount(email, 1);
      const key = { ...acc, actionId: randomUUID() };
      await enqueueBotAction(deps, {
        ...key,
        type: 'view-profile',
        payload: {
          campaignId: 'c',
          leadId: 'lf',
          stepIndex: 0,
          profileUrl: targets[0].profileUrl,
          follow: true,
        },
      });
      const follows = async () =>
        (
          (await (await fetch(`${sandbox.url}/_sandbox/profile-extras/${email}`)).json()) as {
            follows: { publicId: string }[];
          }
        ).follows.filter((f) => f.publicId === targets[0].publicId);

      const done = await killThenTakeOver(acc, key, follows, 'after');
      expect((done.outcome as ActionOutcomes['view-profile']).followed).toBe(true);
    },
  );

  describe('cloud bot faults: InMail', () => {
    killedCase(
      'a bot killed after Send of an InMail, before the outcome: the next bot finds it sent and sends it once',
      'sam@sandbox.test',
      async (email) => {
        const { acc, targets } = await preparedAccount(email, 1);
        const key = { ...acc, actionId: randomUUID() };
        await enqueueBotAction(deps, {
          ...key,
          type: 'send-inmail',
          payload: {
            campaignId: 'c',
            leadId: 'li',
            stepIndex: 1,
            profileUrl: targets[0].profileUrl,
            subject: 'Once only',
            text: 'This InMail goes out exactly once.',
          },
        });
        const sent = async () =>
          (
            (await (await fetch(`${sandbox.url}/_sandbox/inmail/${email}`)).json()) as {
              sent: { publicId: string; text: string }[];
            }
          ).sent.filter((m) => m.publicId === targets[0].publicId);

        const done = await killThenTakeOver(acc, key, sent, 'after');
        expect((done.outcome as ActionOutcomes['send-inmail']).result).toBe('already-sent');
      },
    );
  });

  describe('cloud bot faults: Chained messages', () => {
    killedCase(
      'a bot killed between two messages of a chain: the next bot sends only the rest, each message once',
      'taylor@sandbox.test',
      async (email) => {
        const acc = await createLinkedInAccount(deps, { email, password: 'Sandbox1!' });
        const friend = await firstConnection(acc);
        const tag = randomUUID().slice(0, 6);
        const texts = [`One ${tag}`, `Two ${tag}`, `Three ${tag}`];
        const key = { ...acc, actionId: randomUUID() };
        await enqueueBotAction(deps, {
          ...key,
          type: 'send-chained-messages',
          payload: { campaignId: 'c', leadId: 'lc', stepIndex: 1, profileUrl: friend.profileUrl, texts },
        });
        const sent = async () =>
          (await sandboxState(sandbox.url, email)).messages
            .filter((m) => m.direction === 'out' && m.text.includes(tag))
            .sort((a, b) => a.at - b.at)
            .map((m) => m.text);

        // Paused after the first message went out (the pause follows every confirmed send).
        const bot = startBotProcess(acc, { BOT_TEST_PAUSE_AFTER_SUBMIT_MS: '600000' });
        await waitFor(async () => bot.lines.some((l) => l.message === 'test-pause'), CHILD_WAIT_MS);
        expect(await sent()).toEqual([texts[0]]);
        bot.child.kill('SIGKILL');
        await bot.exited;
        expect((await getBotAction(deps, key))?.status).toBe('running');

        const { actions } = await runBotUntil(deps, sandbox.url, [key], {
          leaseTtlMs: LEASE_TTL_MS,
          runTimeoutMs: RUN_TIMEOUT_MS,
        });
        expect(actions[0]).toMatchObject({ status: 'done', attempts: 2 });
        expect(actions[0].outcome as ActionOutcomes['send-chained-messages']).toEqual({
          result: 'sent',
          sent: 2,
        });
        expect(await sent()).toEqual(texts);
      },
    );
  });

  describe('cloud bot faults: Group Message', () => {
    killedCase(
      'a bot killed after Send of a group message, before the outcome: the next bot finds it sent and sends it once',
      'alex@sandbox.test',
      async (email) => {
        const acc = await createLinkedInAccount(deps, { email, password: 'Sandbox1!' });
        const groups = (await (await fetch(`${sandbox.url}/_sandbox/groups/${email}`)).json()) as {
          groups: { id: string; url: string; member: boolean }[];
        };
        const group = groups.groups.find((g) => g.member)!;
        const target = (await collectMembers(acc, group.url)).find((p) => p.degree !== '1st')!;
        const key = { ...acc, actionId: randomUUID() };
        await enqueueBotAction(deps, {
          ...key,
          type: 'send-group-message',
          payload: {
            campaignId: 'c',
            leadId: 'lg',
            stepIndex: 1,
            profileUrl: target.profileUrl,
            groupId: group.id,
            text: 'This group message goes out exactly once.',
          },
        });
        const sent = async () =>
          (
            (await (await fetch(`${sandbox.url}/_sandbox/groups/${email}`)).json()) as {
              sent: { publicId: string; text: string }[];
            }
          ).sent.filter((m) => m.publicId === target.publicId);

        const done = await killThenTakeOver(acc, key, sent, 'after');
        expect((done.outcome as ActionOutcomes['send-group-message']).result).toBe('already-sent');
      },
    );
  });

  describe('cloud bot faults: Event Message', () => {
    killedCase(
      'a bot killed after Send of an event message, before the outcome: the next bot finds it sent and sends it once',
      'sam@sandbox.test',
      async (email) => {
        const acc = await createLinkedInAccount(deps, { email, password: 'Sandbox1!' });
        const eventsOf = () => sandboxEvents(email);
        const event = (await eventsOf()).events.find((e) => e.attending)!;
        const target = (await collectMembers(acc, event.url)).find((p) => p.degree !== '1st')!;
        const key = { ...acc, actionId: randomUUID() };
        await enqueueBotAction(deps, {
          ...key,
          type: 'send-event-message',
          payload: {
            campaignId: 'c',
            leadId: 'le',
            stepIndex: 1,
            profileUrl: target.profileUrl,
            eventId: event.id,
            text: 'This event message goes out exactly once.',
          },
        });
        const sent = async () => (await eventsOf()).messages.filter((m) => m.publicId === target.publicId);

        const done = await killThenTakeOver(acc, key, sent, 'after');
        expect((done.outcome as ActionOutcomes['send-event-message']).result).toBe('already-sent');
      },
    );
  });

  describe('cloud bot faults: LI Message (and the Connect follow-up, the same executor)', () => {
    /** A message action to the account's first connection, and a reader of what the site holds of it. */
    async function messageCase(email: string) {
      const acc = await createLinkedInAccount(deps, { email, password: 'Sandbox1!' });
      const friend = await firstConnection(acc);
      const text = `Exactly once ${randomUUID().slice(0, 8)}`;
      const key = { ...acc, actionId: randomUUID() };
      await enqueueBotAction(deps, {
        ...key,
        type: 'message',
        payload: { campaignId: 'c', leadId: 'lm', stepIndex: 1, profileUrl: friend.profileUrl, text },
      });
      const sent = async () =>
        (await sandboxState(sandbox.url, email)).messages.filter(
          (m) => m.direction === 'out' && m.text === text,
        );
      return { acc, key, sent };
    }

    killedCase(
      'a bot killed after Send of a message, before the outcome: the next bot finds it sent and sends it once',
      'taylor@sandbox.test',
      async (email) => {
        const { acc, key, sent } = await messageCase(email);
        const done = await killThenTakeOver(acc, key, sent, 'after');
        expect((done.outcome as ActionOutcomes['message']).result).toBe('already-sent');
      },
    );

    killedCase(
      'a bot killed before Send of a message: the next bot sends it, once',
      'alex@sandbox.test',
      async (email) => {
        const { acc, key, sent } = await messageCase(email);
        const done = await killThenTakeOver(acc, key, sent, 'before');
        expect((done.outcome as ActionOutcomes['message']).result).toBe('sent');
      },
    );
  });

  describe('cloud bot faults: Invite to company', () => {
    killedCase(
      'a bot killed after Invite to a company page, before the outcome: the next bot finds the row Invited and invites once',
      'jordan@sandbox.test',
      async (email) => {
        const acc = await createLinkedInAccount(deps, { email, password: 'Sandbox1!' });
        // The page's audience the account may invite: its connections not yet invited.
        const target = (await collectMembers(acc, 'https://www.linkedin.com/company/sandbox-software/'))[0]!;
        expect(target?.degree).toBe('1st');
        const key = { ...acc, actionId: randomUUID() };
        await enqueueBotAction(deps, {
          ...key,
          type: 'invite-to-company',
          payload: {
            campaignId: 'c',
            leadId: 'lco',
            stepIndex: 1,
            profileUrl: target.profileUrl,
            companySlug: 'sandbox-software',
            name: `${target.firstName} ${target.lastName ?? ''}`.trim(),
          },
        });
        const invited = async () =>
          (
            (await (await fetch(`${sandbox.url}/_sandbox/state/${email}`)).json()) as {
              companyInvites: { company: string; publicId: string }[];
            }
          ).companyInvites.filter((i) => i.publicId === target.publicId);

        const done = await killThenTakeOver(acc, key, invited, 'after');
        expect((done.outcome as ActionOutcomes['invite-to-company']).result).toBe('already-invited');
      },
    );
  });

  describe('cloud bot faults: Invite to event', () => {
    killedCase(
      'a bot killed after Invite, before the outcome: the next bot finds the row Invited and invites once',
      'jordan@sandbox.test',
      async (email) => {
        const acc = await createLinkedInAccount(deps, { email, password: 'Sandbox1!' });
        const eventsOf = () => sandboxEvents(email);
        const event = (await eventsOf()).events.find((e) => e.organizer)!;
        // A 1st-degree connection who does not attend the event yet: the picker offers Invite.
        const [k0, k1] = [
          { ...acc, actionId: randomUUID() },
          { ...acc, actionId: randomUUID() },
        ];
        await enqueueBotAction(deps, {
          ...k0,
          type: 'collect-search',
          payload: {
            campaignId: 'c',
            searchUrl: '/search/results/people/?network=%5B%22F%22%5D',
            startPage: 1,
            maxPeople: 10,
          },
        });
        await enqueueBotAction(deps, {
          ...k1,
          type: 'collect-members',
          payload: { campaignId: 'c', sourceUrl: event.url, startPage: 1, maxPeople: 1000 },
        });
        const collected = (await runBotUntil(deps, sandbox.url, [k0, k1])).actions;
        const connections = (collected[0].outcome as ActionOutcomes['collect-search']).people;
        const attendees = new Set(
          (collected[1].outcome as ActionOutcomes['collect-members']).people.map((p) => p.publicId),
        );
        const target = connections.find((p) => !attendees.has(p.publicId))!;
        expect(target).toBeDefined();
        const key = { ...acc, actionId: randomUUID() };
        await enqueueBotAction(deps, {
          ...key,
          type: 'invite-to-event',
          payload: {
            campaignId: 'c',
            leadId: 'lv',
            stepIndex: 1,
            profileUrl: target.profileUrl,
            eventId: event.id,
            name: `${target.firstName} ${target.lastName ?? ''}`.trim(),
          },
        });
        const invited = async () =>
          (await eventsOf()).invites.filter((i) => i.eventId === event.id && i.publicId === target.publicId);

        const done = await killThenTakeOver(acc, key, invited, 'after');
        expect((done.outcome as ActionOutcomes['invite-to-event']).result).toBe('already-invited');
      },
    );
  });
});
