// Test support for the bot's integration and e2e tests: a private DynamoDB table on the product's
// local runtime, accounts created the way the API stores them, a worker run until actions finish.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { tableDefinition } from '@outreach/functions/data/table';
import { getBotAction } from '@outreach/functions/domain/bot/actions';
import type { AccountKey, ActionKey, BotAction } from '@outreach/functions/domain/bot/types';
import { localDeps } from '@outreach/functions/hosts/local-deps';
import { type Deps, provideDeps } from '@outreach/functions/lib/deps';
import { readEnv } from '@outreach/functions/lib/env';
import type { Clock } from '@outreach/functions/ports/clock';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../browser.ts';
import { runWorker, type WorkerEvent, type WorkerOptions } from '../worker.ts';

export class TestClock implements Clock {
  offsetMs = 0;
  now = () => Date.now() + this.offsetMs;
  wallNow = () => Date.now();
  advance(ms: number) {
    this.offsetMs += ms;
  }
}

/**
 * Points the functions' ports at the runtime's DynamoDB Local (env set by the global setup, or read
 * from `${baseUrl}/_local/info`) and at a table of our own: the runtime's own bot never sees our work.
 */
export async function botTestDeps(opts: {
  baseUrl?: string;
  clock: Clock;
}): Promise<{ deps: Deps; table: string }> {
  if (!process.env.AWS_ENDPOINT_URL_DYNAMODB) {
    if (!opts.baseUrl) throw new Error('No AWS_ENDPOINT_URL_DYNAMODB and no runtime baseUrl');
    const info = (await (await fetch(`${opts.baseUrl}/_local/info`)).json()) as {
      standIns?: { dynamodb?: string };
    };
    if (!info.standIns?.dynamodb) throw new Error('The local runtime lists no DynamoDB stand-in');
    process.env.AWS_ENDPOINT_URL_DYNAMODB = info.standIns.dynamodb;
  }
  process.env.AWS_REGION ??= 'us-east-1';
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
  process.env.OUTREACH_LOCAL = '1';
  process.env.LOCAL_SECRET_KEY_FILE ??= join(mkdtempSync(join(tmpdir(), 'bot-test-')), 'secret.key');
  const table = `bot-test-${randomUUID().slice(0, 8)}`;
  const client = new DynamoDBClient({});
  await client.send(new CreateTableCommand(tableDefinition(table)));
  client.destroy();
  process.env.TABLE_NAME = table;
  const deps = provideDeps(localDeps(readEnv(), opts.clock));
  return { deps, table };
}

/** A LinkedIn account row as the API stores it after the user enters credentials. */
export async function createLinkedInAccount(
  deps: Deps,
  creds: { email: string; password: string },
  acc: AccountKey = {
    teamId: `team-${randomUUID().slice(0, 8)}`,
    userId: `user-${randomUUID().slice(0, 8)}`,
  },
): Promise<AccountKey> {
  const now = deps.clock.now();
  await deps.db.entities.linkedInAccount
    .create({
      ...acc,
      email: creds.email,
      credentialsEnc: await deps.secrets.encrypt(JSON.stringify(creds), {
        teamId: acc.teamId,
        userId: acc.userId,
        purpose: 'linkedin-credentials',
      }),
      createdAt: now,
      updatedAt: now,
    })
    .go();
  return acc;
}

export async function waitFor<T>(
  probe: () => Promise<T | undefined | null | false>,
  timeoutMs = 60_000,
  everyMs = 200,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`waitFor: timed out after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

const finished = (a: BotAction | undefined) => !!a && (a.status === 'done' || a.status === 'failed');

let shared: Promise<Browser> | undefined;

/**
 * One Chromium for the whole test file, shared by every worker `runBotUntil` starts, as the bot in
 * production shares one browser across its accounts (each account keeps its own context). A launch
 * costs about 2 s of CPU on a 2-core machine, and the bot's e2e files used to launch one per call.
 * The e2e setup closes it when the file ends (through the closers registered on `globalThis`).
 */
export function sharedTestBrowser(): Promise<Browser> {
  if (!shared) {
    shared = launchBrowser();
    onFileEnd(closeSharedTestBrowser);
  }
  return shared.then((b) => {
    if (b.isConnected()) return b;
    shared = undefined;
    return sharedTestBrowser();
  });
}

/** Closes the shared Chromium, if one was launched (scripts outside vitest call it when done). */
export async function closeSharedTestBrowser(): Promise<void> {
  const launching = shared;
  shared = undefined;
  if (launching) await (await launching).close();
}

/** Registers work for the end of the test file (run by tests/support/e2e-setup.ts's afterAll). */
function onFileEnd(fn: () => Promise<void>) {
  const key = Symbol.for('outreach.test.fileEnd');
  const g = globalThis as { [k: symbol]: (() => Promise<void>)[] | undefined };
  const list = g[key] ?? [];
  g[key] = list;
  list.push(fn);
}

/** Runs a worker (tiny delays) for the given accounts until every listed action is finished. */
export async function runBotUntil(
  deps: Deps,
  baseUrl: string,
  keys: ActionKey[],
  opts: Partial<WorkerOptions> & { timeoutMs?: number } = {},
): Promise<{ actions: BotAction[]; events: WorkerEvent[] }> {
  const teams = new Set(keys.map((k) => k.teamId));
  const events: WorkerEvent[] = [];
  const ac = new AbortController();
  const browser = opts.browser ?? (await sharedTestBrowser());
  const run = runWorker({
    deps,
    baseUrl,
    browser,
    workerId: `test-${randomUUID().slice(0, 6)}`,
    pollMs: 100,
    actionDelayMs: [0, 20],
    accountFilter: (acc) => teams.has(acc.teamId),
    ...opts,
    // The caller's signal may stop the worker early, but never keeps it running once the actions are
    // finished: with the caller's signal alone, a worker that never saw it fire was never stopped.
    signal: opts.signal ? AbortSignal.any([ac.signal, opts.signal]) : ac.signal,
    onEvent: (e) => {
      events.push(e);
      opts.onEvent?.(e);
    },
  });
  let last: (BotAction | undefined)[] = [];
  try {
    const actions = await waitFor(async () => {
      const all = await Promise.all(keys.map((k) => getBotAction(deps, k)));
      last = all;
      if (all.every(finished)) return all as BotAction[];
      // A transient failure is retried after a backoff on the product clock. When nothing else is left
      // but such retries, let that time pass (as a real clock would) instead of waiting forever.
      const waiting = all.filter((a) => a && !finished(a));
      const now = deps.clock.now();
      const clock = deps.clock as Clock & { advance?: (ms: number) => void };
      if (
        clock.advance &&
        waiting.length > 0 &&
        waiting.every((a) => a?.status === 'pending' && a.dueAt > now)
      ) {
        clock.advance(Math.min(...waiting.map((a) => a!.dueAt)) - now);
      }
      return undefined;
    }, opts.timeoutMs ?? 120_000).catch((e: Error) => {
      // Say which actions were left and how, so a failure can be read from the log alone.
      const now = deps.clock.now();
      const left = last
        .filter((x) => !finished(x))
        .map((x) =>
          x
            ? `${x.type} ${x.status} attempts=${x.attempts} dueIn=${x.dueAt - now}ms ${x.error ?? ''}`
            : 'missing',
        );
      throw new Error(`${e.message}; unfinished: ${left.join(' | ')}`);
    });
    return { actions, events };
  } finally {
    ac.abort();
    await run;
  }
}

export async function sandboxState(sandboxUrl: string, email: string) {
  const res = await fetch(`${sandboxUrl}/_sandbox/state/${encodeURIComponent(email)}`);
  return (await res.json()) as {
    publicId: string;
    invitations: { publicId: string; status: string; note: string | null; sentAt: number }[];
    connections: { publicId: string; connectedAt: number }[];
    messages: { threadId: string; publicId: string; direction: 'in' | 'out'; text: string; at: number }[];
    views: { publicId: string; at: number }[];
    actions: { kind: string; publicId: string; at: number }[];
    blocked: unknown[];
  };
}
