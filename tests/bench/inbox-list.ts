// Inbox list with 10,000 conversations: the writes a full inbox sync makes (recordInboxThreads, as
// the bot reports threads, 4 writers at once) against DynamoDB Local, then the /conversations list
// latency (p50, p99) over them: first page, a filter, a deep cursor page and a search.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '@outreach/functions/data/service';
import { recordInboxThreads } from '@outreach/functions/domain/conversations/record-inbox-threads';
import type { Deps } from '@outreach/functions/ports/deps';
import { startRuntime } from '@outreach/local/runtime';
import autocannon from 'autocannon';

const THREADS = Number(process.env.BENCH_INBOX_THREADS ?? 10_000);
const WRITERS = 4;
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
const sources = ['linkedin', 'linkedin', 'linkedin', 'inmail', 'sales-navigator'] as const;
const threads = Array.from({ length: THREADS }, (_, i) => ({
  conversationId: `2-bench-${i}==`,
  source: sources[i % sources.length],
  participants: [
    {
      entityUrn: `urn:li:fsd_profile:ACoBench${i}`,
      objectUrn: `ACoBench${i}`,
      publicId: `bench-person-${i}`,
      firstName: `First${i}`,
      lastName: `Last${i % 97}`,
      headline: 'Manager',
      imageUrl: null,
    },
  ],
  isSponsored: false,
  lastActivityAt: now - i * 60_000,
  unreadCount: i % 4 === 0 ? 1 : 0,
  messages: [
    {
      messageId: `bench-m${i}`,
      direction: 'in' as const,
      senderName: `First${i}`,
      text: `Hello from ${i}`,
      createdAt: now - i * 60_000,
    },
  ],
}));

const t0 = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: WRITERS }, async () => {
    while (next < THREADS) {
      const start = next;
      next += 50;
      await recordInboxThreads(deps, acc, threads.slice(start, start + 50));
    }
  }),
);
const writeMs = performance.now() - t0;
console.log(`inbox sync of ${THREADS} conversations (1 message each), ${WRITERS} writers`);
console.log(
  `  recording (DynamoDB Local writes, kept counts)  ${(writeMs / 1000).toFixed(1)} s  (${(writeMs / THREADS).toFixed(1)} ms a conversation)`,
);
const first = await api('GET', '/conversations?perPage=20', undefined, authToken);
console.log(`  list total after the sync: ${first.total}; counts ${JSON.stringify(first.counts)}`);

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
let cursor: string | null = first.pagination.nextCursor;
for (let i = 0; i < 20 && cursor; i++)
  cursor = (await api('GET', `/conversations?perPage=20&nextCursor=${cursor}`, undefined, authToken))
    .pagination.nextCursor;
await load('inbox page 1 (20, all)', '/conversations?perPage=20');
await load('inbox unread, page 1', '/conversations?perPage=20&filters=unread');
await load('inbox page 22 (cursor)', `/conversations?perPage=20&nextCursor=${cursor}`);
await load('inbox search "first9999"', '/conversations?perPage=20&search=first9999');
await runtime.stop();
rmSync(dataDir, { recursive: true, force: true });
