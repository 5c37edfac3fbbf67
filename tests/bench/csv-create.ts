// Creating a CSV-upload campaign through the API (`POST /campaigns/linked-in/audience/csv`) with N
// leads: the request's time, and how it splits (`--size 500` by default).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRuntime } from '@outreach/local/runtime';
import { benchApi } from './support/api.ts';

const sizeArg = process.argv.indexOf('--size');
const sizes = sizeArg > 0 ? [Number(process.argv[sizeArg + 1])] : [100, 500, 2000];
const dataDir = mkdtempSync(join(tmpdir(), 'outreach-bench-'));
const runtime = await startRuntime({ port: 0, dataDir, quiet: true, bot: false });
const { call: api } = benchApi(runtime.url);
const { body: signIn } = await api('POST', '/auth/sign-in', {
  email: 'demo@outreach.local',
  password: 'Demo123!',
});
const token = signIn.authToken as string;
try {
  for (const n of sizes) {
    const csv = [
      'LinkedIn URL',
      ...Array.from({ length: n }, (_, i) => `https://www.linkedin.com/in/csv-bench-${n}-${i}/`),
    ].join('\n');
    const presigned = (
      await api(
        'POST',
        '/uploads/presigned-url',
        { filename: 'bench.csv', mimetype: 'text/csv', size: Buffer.byteLength(csv) },
        token,
      )
    ).body;
    await fetch(presigned.signed_url, { method: 'PUT', headers: { 'content-type': 'text/csv' }, body: csv });
    const t0 = performance.now();
    const res = await api(
      'POST',
      '/campaigns/linked-in/audience/csv',
      { key: presigned.key, name: `bench ${n}` },
      token,
    );
    const ms = Math.round(performance.now() - t0);
    console.log(
      `  ${String(n).padStart(5)} leads: ${res.status} in ${ms} ms (${(ms / n).toFixed(1)} ms a lead)${res.status >= 400 ? ` ${JSON.stringify(res.body)}` : ''}`,
    );
  }
} finally {
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
