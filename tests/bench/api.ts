// Start-up time of the embedded runtime, and API latency/throughput over HTTP (autocannon).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

console.log(
  `runtime ready in            ${readyMs} ms (DynamoDB Local, s3rver, SES, SQS, OIDC, LinkedIn sandbox)`,
);
await load('GET /users/me', '/users/me');
await load('GET /me/features', '/me/features');
await load('GET /campaigns', '/campaigns?category=linkedin');
console.log(`runtime RSS                 ${Math.round(process.memoryUsage().rss / 1e6)} MB`);
await runtime.stop();
rmSync(dataDir, { recursive: true, force: true });
