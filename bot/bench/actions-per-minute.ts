// Bot throughput against the LinkedIn sandbox: profile views and invitations per minute with zero
// jitter (the production pace is set by BOT_ACTION_DELAY_MS, 20–90 s), and the memory it takes.
// Run: npx tsx bot/bench/actions-per-minute.ts   (env BENCH_VIEWS, BENCH_CONNECTS; default 40 + 40)
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDynamoDb } from '@outreach/local/stand-ins/dynamodb';
import { startLinkedInSandbox } from '@outreach/sandbox/linkedin/server';
import getPort from 'get-port';

const VIEWS = Number(process.env.BENCH_VIEWS ?? 40);
const CONNECTS = Number(process.env.BENCH_CONNECTS ?? 40);
const dir = mkdtempSync(join(tmpdir(), 'bot-bench-'));

let dynamo: Awaited<ReturnType<typeof startDynamoDb>> | undefined;
if (!process.env.AWS_ENDPOINT_URL_DYNAMODB) {
  dynamo = await startDynamoDb(await getPort({ host: '127.0.0.1' }));
  process.env.AWS_ENDPOINT_URL_DYNAMODB = dynamo.url;
}
process.env.LOCAL_SECRET_KEY_FILE ??= join(dir, 'secret.key');
process.env.LOG_LEVEL = 'ERROR';

// Imported only now: the ports read the environment when first built.
const { TestClock, botTestDeps, closeSharedTestBrowser, createLinkedInAccount, runBotUntil } = await import(
  '../src/testing/harness.ts'
);
const { enqueueBotAction } = await import('@outreach/functions/domain/bot/actions');
type Outcomes = import('@outreach/functions/domain/bot/types').ActionOutcomes;

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

const clock = new TestClock();
const { deps } = await botTestDeps({ clock });
const sandbox = await startLinkedInSandbox({
  port: 0,
  now: () => clock.now(),
  limits: { invitesPerDay: 10_000, invitesPerWeek: 10_000, profileViewsPerDay: 10_000 },
});
const peak = { node: 0, chromium: 0 };
const sample = setInterval(() => {
  const r = rssMb();
  peak.node = Math.max(peak.node, r.node);
  peak.chromium = Math.max(peak.chromium, r.chromium);
}, 500);

try {
  const acc = await createLinkedInAccount(deps, { email: 'alex@sandbox.test', password: 'Sandbox1!' });
  const search = { ...acc, actionId: randomUUID() };
  await enqueueBotAction(deps, {
    ...search,
    type: 'collect-search',
    payload: {
      campaignId: 'bench',
      searchUrl: '/search/results/people/?network=%5B%22S%22%2C%22O%22%5D',
      startPage: 1,
      maxPeople: VIEWS + CONNECTS,
    },
  });
  const t0 = Date.now();
  const found = await runBotUntil(deps, sandbox.url, [search], { actionDelayMs: [0, 0] });
  const people = (found.actions[0].outcome as Outcomes['collect-search']).people;
  const searchMs = Date.now() - t0;

  const keys = [];
  for (const [i, p] of people.entries()) {
    const key = { ...acc, actionId: randomUUID() };
    const base = { campaignId: 'bench', leadId: p.publicId, stepIndex: 0, profileUrl: p.profileUrl };
    if (i < VIEWS) await enqueueBotAction(deps, { ...key, type: 'view-profile', payload: base });
    else
      await enqueueBotAction(deps, {
        ...key,
        type: 'connect',
        payload: { ...base, note: 'Hi, glad to connect.' },
      });
    keys.push(key);
  }
  const t1 = Date.now();
  const { actions, events } = await runBotUntil(deps, sandbox.url, keys, {
    actionDelayMs: [0, 0],
    timeoutMs: 600_000,
  });
  const browserMs = events.flatMap((e) => (e.type === 'action' ? [e.ms] : []));
  const ms = Date.now() - t1;
  const ok = actions.filter((a) => a.status === 'done').length;
  const views = actions.filter((a) => a.type === 'view-profile' && a.status === 'done').length;
  const sent = actions.filter(
    (a) => a.type === 'connect' && (a.outcome as Outcomes['connect'] | undefined)?.result === 'sent',
  ).length;
  const end = rssMb();
  console.log(
    JSON.stringify(
      {
        bench: 'bot actions per minute (sandbox, zero jitter)',
        actions: actions.length,
        done: ok,
        views,
        invitationsSent: sent,
        seconds: +(ms / 1000).toFixed(1),
        actionsPerMinute: +((ok / ms) * 60_000).toFixed(1),
        msPerAction: Math.round(ms / Math.max(1, ok)),
        msInBrowserPerAction: Math.round(
          browserMs.reduce((a, b) => a + b, 0) / Math.max(1, browserMs.length),
        ),
        searchPeoplePerMinute: +((people.length / searchMs) * 60_000).toFixed(1),
        memoryMb: { nodeRssEnd: end.node, nodeRssPeak: peak.node, chromiumPssPeak: peak.chromium },
      },
      null,
      2,
    ),
  );
} finally {
  clearInterval(sample);
  await closeSharedTestBrowser();
  await sandbox.close();
  await dynamo?.stop();
  rmSync(dir, { recursive: true, force: true });
}
