// Start-up time of the embedded runtime, and API latency/throughput over HTTP (autocannon).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { createDb } from '@outreach/functions/data/service';
import { startRuntime } from '@outreach/local/runtime';
import autocannon from 'autocannon';

const dataDir = mkdtempSync(join(tmpdir(), 'outreach-bench-'));
const t0 = performance.now();
const runtime = await startRuntime({ port: 0, dataDir, quiet: true, bot: false });
const readyMs = Math.round(performance.now() - t0);

const signIn = await fetch(`${runtime.url}/api/v1/auth/sign-in`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'demo@outreach.local', password: 'Demo123!' }),
});
const { authToken } = (await signIn.json()) as { authToken: string };

async function load(title: string, path: string) {
  const r = await autocannon({
    url: `${runtime.url}/api/v1${path}`,
    connections: 10,
    duration: 10,
    headers: { authorization: `Bearer ${authToken}` },
  });
  console.log(
    `${title.padEnd(26)} ${Math.round(r.requests.average)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   non-2xx ${r.non2xx}`,
  );
}

/**
 * The floor under GET /users/me: a raw GetItem of the same user item on the same DynamoDB Local, at the
 * same concurrency (10) and for the same 10 s, so the two figures compare the API's own cost.
 */
async function rawGetItem() {
  const me = (await (
    await fetch(`${runtime.url}/api/v1/users/me`, { headers: { authorization: `Bearer ${authToken}` } })
  ).json()) as { id: string };
  const { Key, TableName } = createDb(process.env.TABLE_NAME!).entities.user.get({ userId: me.id }).params();
  const client = new DynamoDBClient({ endpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB });
  const { marshall } = await import('@aws-sdk/util-dynamodb');
  const cmd = new GetItemCommand({ TableName, Key: marshall(Key) });
  const times: number[] = [];
  const end = performance.now() + 10_000;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        const r = await client.send(cmd);
        if (!r.Item) throw new Error('raw GetItem found no user item');
        times.push(performance.now() - t);
      }
    }),
  );
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  console.log(
    `${'raw DynamoDB GetItem (user)'.padEnd(26)} ${Math.round(times.length / 10)} req/s   p50 ${at(0.5)} ms   p99 ${at(0.99)} ms`,
  );
  client.destroy();
}

console.log(
  `runtime ready in            ${readyMs} ms (DynamoDB Local, s3rver, SES, SQS, OIDC, LinkedIn sandbox)`,
);
await load('GET /users/me', '/users/me');
await rawGetItem();
await load('GET /me/features', '/me/features');
await load('GET /campaigns', '/campaigns?category=linkedin');
console.log(`runtime RSS                 ${Math.round(process.memoryUsage().rss / 1e6)} MB`);
await runtime.stop();
rmSync(dataDir, { recursive: true, force: true });
