import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser } from '@outreach/bot/browser';
import { startRuntime } from '@outreach/local/runtime';

const dataDir = mkdtempSync(join(tmpdir(), 'outreach-dbg-'));
const runtime = await startRuntime({ port: 0, dataDir, quiet: true, bot: false });
const b = await launchBrowser();
for (const path of ['/auth/login', 'SIGNIN', '/dashboard']) {
  const page = await b.newPage();
  if (path === 'SIGNIN') {
    await page.goto(`${runtime.url}/auth/login`);
    await page.getByLabel('Email').fill('demo@outreach.local');
    await page.getByLabel('Password', { exact: true }).fill('Demo123!');
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('top-nav').waitFor();
    await page.close();
    continue;
  }
  const reqs: string[] = [];
  page.on('response', async (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/assets') || u.pathname.startsWith('/api')) {
      const body = await r.body().catch(() => Buffer.alloc(0));
      reqs.push(
        `${String(body.length).padStart(8)} ${r.headers()['content-encoding'] ?? '-'} ${u.pathname}${u.search}`,
      );
    }
  });
  await page.goto(`${runtime.url}${path}`, { waitUntil: 'networkidle' });
  console.log('==', path, '->', page.url());
  console.log(reqs.join('\n'));
  await page.close();
}
await b.close();
await runtime.stop();
