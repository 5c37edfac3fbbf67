// Inbox list with 10,000 conversations: the inbox is filled straight into DynamoDB Local through the
// data layer (batched puts of the rows a sync writes: conversations, their search terms and the kept
// counts), a sample of threads goes through the real sync path (recordInboxThreads) for its cost, then
// the /conversations list latency (p50, p99): first page, a filter, a deep cursor page and searches.
//   npm run bench -- inbox-list --size 10000     (BENCH_INBOX_THREADS is still read when --size is absent)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createDb } from '@outreach/functions/data/service';
import {
  type ConversationFields,
  countDeltas,
  counterName,
  derived,
  searchTermsOf,
} from '@outreach/functions/domain/conversations/conversation-row';
import { recordInboxThreads } from '@outreach/functions/domain/conversations/record-inbox-threads';
import type { Deps } from '@outreach/functions/ports/deps';
import { startRuntime } from '@outreach/local/runtime';
import autocannon from 'autocannon';
import { benchApi } from './support/api.ts';

const { values } = parseArgs({ options: { size: { type: 'string' } } });
const THREADS = Number(values.size ?? process.env.BENCH_INBOX_THREADS ?? 10_000);
if (!Number.isInteger(THREADS) || THREADS < 1) throw new Error(`--size must be a positive integer`);
// The conversations that go through the real sync path; the rest are put in batches.
const SAMPLE = Math.min(200, THREADS);
const dataDir = mkdtempSync(join(tmpdir(), 'outreach-bench-'));
const began = performance.now();
const runtime = await startRuntime({ port: 0, dataDir, quiet: true, bot: false });
const { json: api } = benchApi(runtime.url);
const signIn = await api('POST', '/auth/sign-in', {
  email: 'demo@outreach.local',
  password: 'Demo123!',
});
const me = await api('GET', '/users/me', undefined, signIn.authToken);
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

console.log(
  `runtime started in ${((performance.now() - began) / 1000).toFixed(1)} s; filling ${THREADS} conversations…`,
);
// The fill: every row a synced conversation has, put in batches (25 items a BatchWriteItem).
const t0 = performance.now();
const fields: ConversationFields[] = threads.slice(SAMPLE).map((t) => ({
  ...acc,
  conversationId: t.conversationId,
  source: t.source,
  folder: 'inbox',
  participants: t.participants,
  isGroup: false,
  isSponsored: false,
  isLinkedinOffer: false,
  lastActivityAt: t.lastActivityAt,
  content: t.messages[0].text,
  unreadCount: t.unreadCount,
  tagged: false,
  replied: false,
}));
const counts = new Map<string, number>();
for (const f of fields)
  for (const { k, d } of countDeltas(undefined, f)) counts.set(k, (counts.get(k) ?? 0) + d);
const at = Date.now();
const CHUNK = 500;
for (let i = 0; i < fields.length; i += CHUNK) {
  const chunk = fields.slice(i, i + CHUNK);
  await Promise.all([
    deps.db.entities.conversation
      .put(chunk.map((f) => ({ ...f, ...derived(f), version: 1, syncedAt: at, updatedAt: at })))
      .go({ concurrency: 8 }),
    deps.db.entities.conversationTerm
      .put(
        chunk.flatMap((f) =>
          searchTermsOf(f).map((term) => ({ ...acc, term, conversationId: f.conversationId })),
        ),
      )
      .go({ concurrency: 8 }),
  ]);
}
await deps.db.entities.contactCounter
  .put(
    [...counts].map(([k, count]) => ({
      teamId: acc.teamId,
      scope: acc.userId,
      name: counterName(k as never),
      count,
    })),
  )
  .go();
const fillMs = performance.now() - t0;
// The real sync path for the rest: the writes the bot's reports make (a transaction a thread).
const t1 = performance.now();
for (let i = 0; i < SAMPLE; i += 50) await recordInboxThreads(deps, acc, threads.slice(i, i + 50));
const syncMs = performance.now() - t1;
console.log(`inbox of ${THREADS} conversations (1 message each)`);
console.log(`  fill: ${THREADS - SAMPLE} conversations put in batches  ${(fillMs / 1000).toFixed(1)} s`);
console.log(
  `  sync path (recordInboxThreads) for ${SAMPLE}             ${(syncMs / 1000).toFixed(1)} s  (${(syncMs / SAMPLE).toFixed(1)} ms a conversation)`,
);
// A fresh sign-in: on a busy machine the fill can outlast the 15-minute access token.
const { authToken } = await api('POST', '/auth/sign-in', {
  email: 'demo@outreach.local',
  password: 'Demo123!',
});
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
// A deep page only when the inbox has one (above 21 pages of 20).
if (cursor) await load('inbox page 22 (cursor)', `/conversations?perPage=20&nextCursor=${cursor}`);
await load(
  `inbox search "first${THREADS - 1}" (1 match)`,
  `/conversations?perPage=20&search=first${THREADS - 1}`,
);
await load(
  `inbox search "last42" (~${Math.round(THREADS / 97)} matches)`,
  '/conversations?perPage=20&search=last42',
);
await load('inbox search "first" (all: walks the list)', '/conversations?perPage=20&search=first');
await runtime.stop();
rmSync(dataDir, { recursive: true, force: true });
