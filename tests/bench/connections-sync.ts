// Connections sync of 5,000 people: the writes a sync makes (50 pages of 100 through recordConnections,
// as the bot reports them) against DynamoDB Local, the bot's pacing on top, then the connections list
// latency over the synced 5,000.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '@outreach/functions/data/service';
import { recordConnections } from '@outreach/functions/domain/contacts/record-connections';
import type { Deps } from '@outreach/functions/ports/deps';
import { startRuntime } from '@outreach/local/runtime';
import autocannon from 'autocannon';

const PEOPLE = 5000;
const PAGE = 100;
const dataDir = mkdtempSync(join(tmpdir(), 'outreach-bench-'));
const runtime = await startRuntime({ port: 0, dataDir, quiet: true, bot: false });
const api = async (method: string, path: string, body?: unknown, token?: string) => {
  const res = await fetch(`${runtime.url}/api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as any;
};
const { authToken } = await api('POST', '/auth/sign-in', {
  email: 'demo@outreach.local',
  password: 'Demo123!',
});
const me = await api('GET', '/users/me', undefined, authToken);
const acc = { teamId: me.lastTeamId as string, userId: me.id as string };
const deps = {
  db: createDb(process.env.TABLE_NAME!),
  clock: { now: () => Date.now(), wallNow: () => Date.now() },
} as unknown as Deps;

const now = Date.now();
const companies = ['Lumen', 'Acme', 'Globex', 'Initech', 'Umbrella'];
const people = Array.from({ length: PEOPLE }, (_, i) => ({
  publicId: `bench-conn-${i}`,
  firstName: `First${i}`,
  lastName: `Last${i % 97}`,
  headline: `Manager at ${companies[i % 5]}`,
  title: i % 2 ? 'Engineering Manager' : 'Sales Director',
  company: companies[i % 5],
  location: i % 3 ? 'Paris, France' : 'Berlin, Germany',
  industry: 'Software',
  connectedAt: now - i * 60_000,
}));

const t0 = performance.now();
for (let i = 0; i < PEOPLE; i += PAGE)
  await recordConnections(deps, acc, people.slice(i, i + PAGE), { total: PEOPLE });
const writeMs = performance.now() - t0;
const pages = PEOPLE / PAGE;
// The bot pauses 1.5–4 s between pages by default (BOT_SYNC_PAGE_PAUSE_MS): 2.75 s on average.
const pacingMs = (pages - 1) * 2750;
console.log(`sync of ${PEOPLE} connections in ${pages} pages of ${PAGE}`);
console.log(
  `  recording (DynamoDB Local writes, counters, progress)  ${(writeMs / 1000).toFixed(1)} s  (${Math.round(writeMs / pages)} ms a page)`,
);
console.log(`  + the bot's polite pause between pages (avg 2.75 s)     ${(pacingMs / 1000).toFixed(1)} s`);
console.log(
  `  ≈ total, before the sandbox page reads                  ${((writeMs + pacingMs) / 1000).toFixed(1)} s`,
);
const sync = await api('GET', '/connections', undefined, authToken);
console.log(`  list total after the sync: ${sync.total}`);

async function load(title: string, path: string) {
  const r = await autocannon({
    url: `${runtime.url}/api/v1${path}`,
    connections: 4,
    duration: 8,
    headers: { authorization: `Bearer ${authToken}` },
  });
  console.log(
    `${title.padEnd(44)} ${Math.round(r.requests.average)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   non-2xx ${r.non2xx}`,
  );
}
const deep = await api('GET', '/connections?perPage=20&page=40', undefined, authToken);
await load('connections page 1 (20, connectedAt)', '/connections');
await load('connections page 41 (cursor)', `/connections?page=41&cursor=${deep.nextCursor}`);
await load('connections search "first4999"', '/connections?search=first4999');
await load('connections companyName=Acme, page 1', '/connections?companyName=Acme');
await runtime.stop();
rmSync(dataDir, { recursive: true, force: true });
