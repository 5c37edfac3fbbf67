// Bot actions per minute for each LinkedIn step type, against the LinkedIn sandbox (issue #8's note).
// Each step type's batch runs alone on one account with the bot's pacing set to 0 (what the browser
// work costs), then the default pacing figure is computed from it: production waits
// BOT_ACTION_DELAY_MS (20–90 s, mean 55 s) between two actions of an account. It also prints the
// memory the bot took: this process's RSS and its Chromium's PSS, at their peaks after each batch.
//   npm run bench -- bot-steps [--n 4]
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type {
  AccountKey,
  ActionOutcomes,
  ActionPayloads,
  ScrapedPerson,
} from '@outreach/functions/domain/bot/types';
import { startDynamoDb } from '@outreach/local/stand-ins/dynamodb';
import { startLinkedInSandbox } from '@outreach/sandbox/linkedin/server';
import getPort from 'get-port';

const { values } = parseArgs({ options: { n: { type: 'string', default: '4' } } });
const N = Number(values.n);
if (!Number.isInteger(N) || N < 1 || N > 10) throw new Error(`--n must be 1..10, got ${values.n}`);
// The bot's default pause between two actions of an account (bot/src/worker.ts).
const DEFAULT_DELAY_MS: [number, number] = [20_000, 90_000];

const dir = mkdtempSync(join(tmpdir(), 'bot-steps-bench-'));
let dynamo: Awaited<ReturnType<typeof startDynamoDb>> | undefined;
if (!process.env.AWS_ENDPOINT_URL_DYNAMODB) {
  dynamo = await startDynamoDb(await getPort({ host: '127.0.0.1' }));
  process.env.AWS_ENDPOINT_URL_DYNAMODB = dynamo.url;
}
process.env.LOCAL_SECRET_KEY_FILE ??= join(dir, 'secret.key');
process.env.LOG_LEVEL = 'ERROR';

// Imported only now: the ports read the environment when first built.
const { TestClock, botTestDeps, closeSharedTestBrowser, createLinkedInAccount, runBotUntil } = await import(
  '../../bot/src/testing/harness.ts'
);
const { enqueueBotAction } = await import('@outreach/functions/domain/bot/actions');
type Outcomes = ActionOutcomes;
type Payloads = ActionPayloads;
type Person = ScrapedPerson;
type Acc = AccountKey;

const clock = new TestClock();
const { deps } = await botTestDeps({ clock });
const sandbox = await startLinkedInSandbox({
  port: 0,
  now: () => clock.now(),
  sendMail: async () => {},
  // Nobody accepts on their own (withdrawals find their invitations pending); no site limit in the way.
  reactions: { acceptRate: 0 },
  limits: {
    invitesPerDay: 10_000,
    invitesPerWeek: 10_000,
    profileViewsPerDay: 10_000,
    messagesPerDay: 10_000,
  },
});

/** Memory of this process (RSS) and of the Chromium processes it started (PSS), from /proc. */
function rssMb(): { node: number; chromium: number } {
  const node = process.memoryUsage().rss / 1e6;
  let chromium = 0;
  try {
    const parent = new Map<number, number>();
    for (const d of readdirSync('/proc')) {
      if (!/^\d+$/.test(d)) continue;
      try {
        const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
        parent.set(Number(d), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      } catch {
        // the process ended meanwhile
      }
    }
    const isMine = (pid: number): boolean => {
      for (let p = parent.get(pid); p && p > 1; p = parent.get(p)) if (p === process.pid) return true;
      return false;
    };
    for (const pid of parent.keys()) {
      if (!isMine(pid)) continue;
      // Proportional set size: the browser's processes share much of their memory, RSS would count it n times.
      const m = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8').match(/Pss:\s+(\d+) kB/);
      // Only the browser's processes (DynamoDB Local's JVM may be a child here too).
      if (!/chrom/i.test(readFileSync(`/proc/${pid}/comm`, 'utf8'))) continue;
      if (m) chromium += Number(m[1]) / 1e3;
    }
  } catch {
    // no /proc: Node's figure only
  }
  return { node: Math.round(node), chromium: Math.round(chromium) };
}

const peak = { node: 0, chromium: 0 };
const sampleMemory = () => {
  const m = rssMb();
  peak.node = Math.max(peak.node, m.node);
  peak.chromium = Math.max(peak.chromium, m.chromium);
};

/** Runs a batch of one action type on an account with no pause between actions; times it. */
async function batch<T extends keyof Payloads>(acc: Acc, type: T, payloads: Payloads[T][]) {
  const keys = [];
  for (const payload of payloads) {
    const key = { ...acc, actionId: randomUUID() };
    await enqueueBotAction(deps, { ...key, type, payload } as never);
    keys.push(key);
  }
  const t0 = performance.now();
  const { actions, events } = await runBotUntil(deps, sandbox.url, keys, {
    actionDelayMs: [0, 0],
    timeoutMs: 600_000,
  });
  const ms = performance.now() - t0;
  sampleMemory();
  const browserMs = events.flatMap((e) => (e.type === 'action' ? [e.ms] : []));
  return {
    outcomes: actions.map((a) => (a.status === 'done' ? (a.outcome as Outcomes[T]) : undefined)),
    done: actions.filter((a) => a.status === 'done').length,
    ms,
    browserMs: browserMs.reduce((a, b) => a + b, 0) / Math.max(1, browserMs.length),
  };
}

const rows: { step: string; done: number; of: number; results: string; ms: number; browserMs: number }[] = [];
async function measure<T extends keyof Payloads>(step: string, acc: Acc, type: T, payloads: Payloads[T][]) {
  const r = await batch(acc, type, payloads);
  const results = [
    ...new Set(
      r.outcomes.map((o) =>
        String((o as { result?: string } | undefined)?.result ?? (o ? 'done' : 'failed')),
      ),
    ),
  ].join(',');
  rows.push({ step, done: r.done, of: payloads.length, results, ms: r.ms, browserMs: r.browserMs });
  return r;
}

const collect = async (acc: Acc, type: 'collect-search' | 'collect-members', source: string, max: number) => {
  const payload =
    type === 'collect-search'
      ? { campaignId: 'bench', searchUrl: source, startPage: 1, maxPeople: max }
      : { campaignId: 'bench', sourceUrl: source, startPage: 1, maxPeople: max };
  const { outcomes } = await batch(acc, type, [payload as never]);
  return (outcomes[0] as { people: Person[] }).people;
};
const SECOND = '/search/results/people/?network=%5B%22S%22%5D';
const FIRST = '/search/results/people/?network=%5B%22F%22%5D';
const step = (p: Person, i = 0) => ({
  campaignId: 'bench',
  leadId: p.publicId,
  stepIndex: i,
  profileUrl: p.profileUrl,
});
const nameOf = (p: Person) => `${p.firstName} ${p.lastName ?? ''}`.trim();
const sandboxJson = async <T>(path: string) => (await (await fetch(`${sandbox.url}${path}`)).json()) as T;

try {
  const signIn = (email: string) => createLinkedInAccount(deps, { email, password: 'Sandbox1!' });
  const [alex, taylor, sam, jordan] = [
    await signIn('alex@sandbox.test'),
    await signIn('taylor@sandbox.test'),
    await signIn('sam@sandbox.test'),
    await signIn('jordan@sandbox.test'),
  ];

  // Alex: 2nd-degree people to view, invite and InMail.
  const strangers = await collect(alex, 'collect-search', SECOND, 4 * N);
  const part = (i: number) => strangers.slice(i * N, (i + 1) * N);
  await measure(
    'LI View',
    alex,
    'view-profile',
    part(0).map((p) => step(p)),
  );
  await measure(
    'LI View + follow, endorse 1, like 1',
    alex,
    'view-profile',
    part(1).map((p) => ({ ...step(p), follow: true, endorse: 1, likePosts: 1 })),
  );
  await measure(
    'LI Connect (with note)',
    alex,
    'connect',
    part(2).map((p) => ({ ...step(p), note: 'Hi, glad to connect.' })),
  );
  await measure(
    'LI Connect: revoke after N days',
    alex,
    'withdraw-invite',
    part(2).map((p) => step(p, 1)),
  );
  await measure(
    'InMail Message',
    alex,
    'send-inmail',
    part(3).map((p) => ({ ...step(p, 1), subject: 'A question', text: 'Hello, may I ask you something?' })),
  );

  // Taylor: 1st-degree connections to message.
  const friends = await collect(taylor, 'collect-search', FIRST, 2 * N);
  await measure(
    'LI Message',
    taylor,
    'message',
    friends.slice(0, N).map((p) => ({ ...step(p, 1), text: `Hello ${randomUUID().slice(0, 6)}` })),
  );
  await measure(
    'Chained messages (2 each)',
    taylor,
    'send-chained-messages',
    friends.slice(N, 2 * N).map((p) => {
      const tag = randomUUID().slice(0, 6);
      return { ...step(p, 1), texts: [`One ${tag}`, `Two ${tag}`] };
    }),
  );

  // Alex's group: members outside the network.
  const groups = await sandboxJson<{ groups: { id: string; url: string; member: boolean }[] }>(
    '/_sandbox/groups/alex@sandbox.test',
  );
  const group = groups.groups.find((g) => g.member)!;
  const members = (await collect(alex, 'collect-members', group.url, 3 * N)).filter(
    (p) => p.degree !== '1st',
  );
  await measure(
    'Group Message',
    alex,
    'send-group-message',
    members.slice(0, N).map((p) => ({ ...step(p, 1), groupId: group.id, text: 'Hello from the group.' })),
  );

  // Sam's event: attendees outside the network.
  const samEvents = await sandboxJson<{
    events: { id: string; url: string; attending: boolean; organizer: boolean }[];
  }>('/_sandbox/events/sam@sandbox.test');
  const attending = samEvents.events.find((e) => e.attending)!;
  const attendees = (await collect(sam, 'collect-members', attending.url, 3 * N)).filter(
    (p) => p.degree !== '1st',
  );
  await measure(
    'Event Message',
    sam,
    'send-event-message',
    attendees
      .slice(0, N)
      .map((p) => ({ ...step(p, 1), eventId: attending.id, text: 'Hello from the event.' })),
  );

  // Jordan organises an event and administers a company page: connections to invite to each.
  const jordanEvents = await sandboxJson<{ events: { id: string; url: string; organizer: boolean }[] }>(
    '/_sandbox/events/jordan@sandbox.test',
  );
  const organised = jordanEvents.events.find((e) => e.organizer)!;
  const already = new Set(
    (await collect(jordan, 'collect-members', organised.url, 1000)).map((p) => p.publicId),
  );
  const invitees = (await collect(jordan, 'collect-search', FIRST, 4 * N)).filter(
    (p) => !already.has(p.publicId),
  );
  await measure(
    'Invite to event',
    jordan,
    'invite-to-event',
    invitees.slice(0, N).map((p) => ({ ...step(p, 1), eventId: organised.id, name: nameOf(p) })),
  );
  const companyAudience = await collect(
    jordan,
    'collect-members',
    'https://www.linkedin.com/company/sandbox-software/',
    N,
  );
  await measure(
    'Invite to company',
    jordan,
    'invite-to-company',
    companyAudience.map((p) => ({ ...step(p, 1), companySlug: 'sandbox-software', name: nameOf(p) })),
  );

  const meanDelay = (DEFAULT_DELAY_MS[0] + DEFAULT_DELAY_MS[1]) / 2;
  const perMin = (ms: number) => (ms > 0 ? (60_000 / ms).toFixed(1) : '-');
  console.log(
    `\nBot actions per minute per step type (sandbox; ${N} actions a type; pacing 0, then the default ${DEFAULT_DELAY_MS[0] / 1000}–${DEFAULT_DELAY_MS[1] / 1000} s pause, mean ${meanDelay / 1000} s, added per action)\n`,
  );
  const table = rows.map((r) => {
    const msPer = r.ms / Math.max(1, r.done);
    return {
      step: r.step,
      done: `${r.done}/${r.of}`,
      results: r.results,
      'ms/action': Math.round(msPer),
      'ms in browser': Math.round(r.browserMs),
      'per min, pacing 0': perMin(msPer),
      'per min, default pacing': perMin(msPer + meanDelay),
    };
  });
  console.table(table);
  console.log(`memory peaks: node RSS ${peak.node} MB, Chromium PSS ${peak.chromium} MB`);
  const bad = rows.filter((r) => r.done < r.of || r.of === 0);
  if (bad.length) {
    console.error(`Steps not all done: ${bad.map((r) => `${r.step} ${r.done}/${r.of}`).join('; ')}`);
    process.exitCode = 1;
  }
} finally {
  await closeSharedTestBrowser();
  await sandbox.close();
  await dynamo?.stop();
  rmSync(dir, { recursive: true, force: true });
}
