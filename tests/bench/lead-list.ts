// Lead list page latency of a campaign with 2,500 leads: the first page, a page reached by page
// number, and a deep page reached with the cursor (none of them reads the whole campaign).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '@outreach/functions/data/service';
import { startRuntime } from '@outreach/local/runtime';
import autocannon from 'autocannon';
import { benchApi } from './support/api.ts';

const LEADS = 2500;
const dataDir = mkdtempSync(join(tmpdir(), 'outreach-bench-'));
const runtime = await startRuntime({ port: 0, dataDir, quiet: true, bot: false });
const { json: api } = benchApi(runtime.url);

const { authToken } = await api('POST', '/auth/sign-in', {
  email: 'demo@outreach.local',
  password: 'Demo123!',
});
// A CSV campaign of one lead through the API…
const csv = 'LinkedIn URL\nhttps://www.linkedin.com/in/bench-lead-0/';
const presigned = await api(
  'POST',
  '/uploads/presigned-url',
  { filename: 'bench.csv', mimetype: 'text/csv', size: Buffer.byteLength(csv) },
  authToken,
);
await fetch(presigned.signed_url, { method: 'PUT', headers: { 'content-type': 'text/csv' }, body: csv });
const c = await api('POST', '/campaigns/linked-in/audience/csv', { key: presigned.key }, authToken);
// …and the rest written straight to the table in batches (a 2,500-row import exceeds one request's 29 s here).
const db = createDb(process.env.TABLE_NAME!);
const one = (await db.entities.lead.query.byCampaign({ teamId: c.teamId, campaignId: c.id }).go()).data[0];
const rows = Array.from({ length: LEADS - 1 }, (_, i) => {
  const id = `bench-lead-${i + 1}`;
  return { ...one, leadId: id, publicId: id, profileUrl: `https://www.linkedin.com/in/${id}/` };
});
for (let i = 0; i < rows.length; i += 500) await db.entities.lead.put(rows.slice(i, i + 500)).go();
await db.entities.campaign
  .patch({ teamId: c.teamId, campaignId: c.id })
  .add({ leadsCount: LEADS - 1 })
  .go();

// A deep page: follow the cursor 60 pages in.
let cursor = '';
for (let p = 1; p < 60; p++) {
  const page = await api(
    'GET',
    `/leads/campaign/${c.id}?perPage=25${cursor ? `&cursor=${cursor}` : ''}`,
    undefined,
    authToken,
  );
  cursor = page.nextCursor;
}

async function load(title: string, path: string) {
  const r = await autocannon({
    url: `${runtime.url}/api/v1${path}`,
    connections: 4,
    duration: 8,
    headers: { authorization: `Bearer ${authToken}` },
  });
  console.log(
    `${title.padEnd(40)} ${Math.round(r.requests.average)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   non-2xx ${r.non2xx}`,
  );
}

console.log(`campaign of ${LEADS} leads, 25 per page`);
await load('lead list page 1', `/leads/campaign/${c.id}?perPage=25`);
await load('lead list page 40 (page number)', `/leads/campaign/${c.id}?perPage=25&page=40`);
await load('lead list page 60 (cursor)', `/leads/campaign/${c.id}?perPage=25&page=60&cursor=${cursor}`);
await load('lead list, type=approved, page 1', `/leads/campaign/${c.id}?perPage=25&type=approved`);
await runtime.stop();
rmSync(dataDir, { recursive: true, force: true });
