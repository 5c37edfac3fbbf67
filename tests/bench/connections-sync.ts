// Connections sync from the LinkedIn sandbox: the product's user signs in a sandbox account whose network
// holds about --size people (default 5,000), asks for the first (full) sync, and the cloud bot reads the
// network 100 a page off the sandbox, politely paced (1.5–4 s between pages unless BOT_SYNC_PAGE_PAUSE_MS
// says otherwise), reporting each page. Prints the sync's time, then the connections list latency.
//   npm run bench -- connections-sync --size 5000
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startRuntime } from '@outreach/local/runtime';
import { FIRST_DEGREE_SHARE } from '@outreach/sandbox/linkedin/network';
import autocannon from 'autocannon';
import { benchApi } from './support/api.ts';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '5000' },
    account: { type: 'string', default: 'jordan@sandbox.test' },
  },
});
const SIZE = Number(values.size);
if (!Number.isInteger(SIZE) || SIZE < 1)
  throw new Error(`--size must be a positive integer, got ${values.size}`);
// Each sandbox account's network is a fixed share of the sandbox's people: size the world to match.
const population = Math.max(1200, Math.ceil(SIZE / FIRST_DEGREE_SHARE));
const dataDir = mkdtempSync(join(tmpdir(), 'outreach-bench-'));
const began = performance.now();
const runtime = await startRuntime({
  port: 0,
  dataDir,
  quiet: true,
  bot: true,
  sandboxPopulationSize: population,
});
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
console.log(`runtime started in ${seconds(performance.now() - began)} (sandbox of ${population} people)`);
try {
  const { call: api } = benchApi(runtime.url);
  const signIn = async () =>
    (await api('POST', '/auth/sign-in', { email: 'demo@outreach.local', password: 'Demo123!' })).body
      .authToken as string;
  const poll = async <T>(what: string, read: () => Promise<T | undefined>): Promise<T> => {
    for (;;) {
      const v = await read();
      if (v !== undefined) return v;
      await new Promise((r) => setTimeout(r, 500));
      if (performance.now() - began > 4 * 3600_000) throw new Error(`gave up waiting for ${what}`);
    }
  };
  let token = await signIn();

  // The bot signs the sandbox account in.
  const t0 = performance.now();
  const cred = await api(
    'PATCH',
    '/linked-in/update-credentials',
    { email: values.account, password: 'Sandbox1!', countryCode: 'US' },
    token,
  );
  if (cred.status !== 200 && cred.status !== 408)
    throw new Error(`sign-in: ${cred.status} ${JSON.stringify(cred.body)}`);
  await poll('the LinkedIn sign-in', async () => {
    const s = (await api('GET', '/users/me/cloud-bot-info', undefined, token)).body?.loginStatus;
    if (s && /INVALID|VERIFICATION|RESTRICTED/.test(s)) throw new Error(`sign-in: ${s}`);
    return s === 'LOGGED_IN' ? s : undefined;
  });
  console.log(`LinkedIn sign-in of ${values.account} by the bot: ${seconds(performance.now() - t0)}`);

  // The full sync, timed from the request to the bot's last page.
  const t1 = performance.now();
  const asked = await api('POST', '/connections/sync', undefined, token);
  if (asked.status >= 400) throw new Error(`sync: ${asked.status} ${JSON.stringify(asked.body)}`);
  let last = -1;
  const sync = await poll('the sync', async () => {
    // A long sync outlasts the 15-minute access token.
    let r = await api('GET', '/connections/sync', undefined, token);
    if (r.status === 401) {
      token = await signIn();
      r = await api('GET', '/connections/sync', undefined, token);
    }
    const s = r.body;
    if (s.status === 'failed') throw new Error(`sync failed: ${JSON.stringify(s)}`);
    if (s.connections !== last && s.connections % 1000 < 100)
      console.log(`  … ${s.connections} of ${s.total ?? '?'} after ${seconds(performance.now() - t1)}`);
    last = s.connections;
    return s.status === 'done' ? s : undefined;
  });
  const syncMs = performance.now() - t1;
  const pages = Math.ceil(sync.connections / 100);
  console.log(`full sync of ${sync.connections} connections (${pages} pages of 100) from the sandbox`);
  console.log(
    `  time                 ${seconds(syncMs)}  (${Math.round(syncMs / Math.max(1, pages))} ms a page)`,
  );
  console.log(`  throughput           ${(sync.connections / (syncMs / 1000)).toFixed(1)} connections/s`);
  console.log(`  page pause (bot)     ${process.env.BOT_SYNC_PAGE_PAUSE_MS ?? '1500,4000 (default)'} ms`);

  async function load(title: string, path: string) {
    const r = await autocannon({
      url: `${runtime.url}/api/v1${path}`,
      connections: 4,
      duration: 8,
      headers: { authorization: `Bearer ${token}` },
    });
    console.log(
      `${title.padEnd(44)} ${Math.round(r.requests.average)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   non-2xx ${r.non2xx}`,
    );
  }
  token = await signIn();
  await load('connections page 1 (20, connectedAt)', '/connections');
  await load('connections search "a"', '/connections?search=a');
} finally {
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
