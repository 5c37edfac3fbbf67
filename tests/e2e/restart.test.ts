import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { api, connectSandboxAccount } from '../support/api.ts';
import { alwaysOpen, viewConnectMessage } from '../support/outreach.ts';

const repoRoot = resolve(import.meta.dirname, '../..');
const HOUR = 3600_000;
const dataDir = mkdtempSync(join(tmpdir(), 'outreach-restart-'));

interface Product {
  url: string;
  sandboxUrl: string;
  stop(): Promise<void>;
}
const running = new Set<Product>();
/** Polls `fn` until it answers a value: the test waits for data, never for a fixed time. */
async function until<T>(
  fn: () => Promise<T | undefined | null | false>,
  what: string,
  ms = 60_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Waits until the runtime has done the work its product clock made due (GET /_local/backlog all 0). */
async function workDone(url: string): Promise<void> {
  await until(async () => {
    const b = (await (await fetch(`${url}/_local/backlog`)).json()) as Record<string, number>;
    return Object.values(b).every((n) => n === 0);
  }, 'the due work to be done');
}

/**
 * `npm start` as a user runs it: its own process on free ports (PORT=0) of `portRange`, state in
 * `dataDir`, the bot as its child. Each start gets its own block of ports, so the second start's
 * addresses differ from the first's by construction: with any free port, the system may hand out the
 * same port again (with a block, get-port takes its first free port, the same one each time: this
 * test's failure on the fresh-clone run of 1d395e2). The suite's own runtime environment is left out, so nothing leaks between the two.
 */
async function startProduct(portRange: string): Promise<Product> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (v === undefined) continue;
    if (
      /^(AWS_|TABLE_NAME|BLOB_|STEPS_QUEUE_URL|POSTS_QUEUE_URL|LOCAL_SECRET_KEY_FILE|LINKEDIN_BASE_URL|APP_URL|CLOCK_FILE|GOOGLE_|MICROSOFT_|OUTREACH_LOCAL|OUTREACH_PORT_RANGE)/.test(
        k,
      )
    )
      continue;
    env[k] = v;
  }
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'local/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...env,
      PORT: '0',
      OUTREACH_PORT_RANGE: portRange,
      OUTREACH_DATA_DIR: dataDir,
      BOT_ACTION_DELAY_MS: '300,1000',
      LOG_LEVEL: 'ERROR',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const url = await new Promise<string>((ok, fail) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const m = line.match(/running on (http:\/\/localhost:\d+)/);
      if (m) ok(m[1]);
    });
    child.once('exit', (code) => fail(new Error(`the runtime exited with ${code} before it was ready`)));
  });
  const info = (await (await fetch(`${url}/_local/info`)).json()) as {
    sandboxes: { linkedin: { url: string } };
  };
  const product: Product = {
    url,
    sandboxUrl: info.sandboxes.linkedin.url,
    async stop() {
      running.delete(product);
      child.kill('SIGINT');
      await exited;
    },
  };
  running.add(product);
  return product;
}

/** Every file of the data folder (DynamoDB Local's database, S3 objects, the sandbox's state, …). */
function persistedFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return persistedFiles(path);
    return name.endsWith('.log') ? [] : [path];
  });
}

afterAll(async () => {
  for (const p of [...running]) await p.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('state survives a restart (npm start, Ctrl-C, npm start)', () => {
  // Two starts of the whole product (DynamoDB Local, the bot, Chromium) take longer than one story.
  it('a campaign published before the restart collects its leads and runs its steps after it', {
    timeout: 420_000,
  }, async () => {
    // Prepare: a user with a connected sandbox account publishes a search campaign, then the product stops.
    const first = await startProduct('23000-23499');
    const base = first.url;
    const { body: signedUp } = await api('POST', '/auth/sign-up', {
      base,
      body: { email: 'restart@example.test', password: 'Str0ng!pass', firstName: 'Re', lastName: 'Start' },
    });
    const token = signedUp.authToken as string;
    // Publishing needs a verified email: the link arrives in this runtime's mail viewer.
    const verifyToken = await until(async () => {
      const mails = (await (await fetch(`${base}/_local/mail.json`)).json()) as {
        to: string;
        text: string;
      }[];
      return mails
        .find((m) => m.to.includes('restart@example.test'))
        ?.text.match(/\/verify-email\/([A-Za-z0-9_-]+)/)?.[1];
    }, 'the verification mail');
    expect((await api('PATCH', `/auth/verify-email/${verifyToken}`, { base })).status).toBe(200);
    expect(
      (
        await api('PATCH', '/users/edit-operating-hours', {
          base,
          token,
          body: { operatingHours: alwaysOpen },
        })
      ).status,
    ).toBe(200);
    await connectSandboxAccount(token, 'jordan@sandbox.test', { base });
    const draft = await api('POST', '/campaigns/audience', {
      base,
      token,
      body: {
        category: 'linkedin',
        campaignType: 'linkedin search',
        name: 'Across a restart',
        // 2nd-degree people, so the campaign has invitations to send.
        searchUrl: `${first.sandboxUrl}/search/results/people/?keywords=manager&network=%5B%22S%22%5D`,
        maxSearchAmount: 2,
        touchSequence: viewConnectMessage({ messageDelayDays: 1 }),
      },
    });
    expect(draft.status).toBe(201);
    const campaignId = draft.body.id as string;
    expect((await api('POST', `/campaigns/${campaignId}/publish`, { base, token })).status).toBe(200);
    const oldOrigins = [first.url, first.sandboxUrl].map((u) => new URL(u).host);
    await first.stop();

    // Nothing stored embeds the first start's addresses: they are gone after a restart.
    const leaks = persistedFiles(dataDir).filter((f) => {
      const text = readFileSync(f).toString('latin1');
      return oldOrigins.some((host) => text.includes(host));
    });
    expect(leaks).toEqual([]);

    // Act: start again on the same data; new ports, same state.
    const second = await startProduct('23500-23999');
    expect(second.sandboxUrl).not.toBe(first.sandboxUrl);
    const signIn = await api('POST', '/auth/sign-in', {
      base: second.url,
      body: { email: 'restart@example.test', password: 'Str0ng!pass' },
    });
    let auth = signIn.body.authToken as string;
    const statuses = async () => {
      let res = await api('GET', `/leads/campaign/${campaignId}/statuses`, { base: second.url, token: auth });
      if (res.status === 401) {
        // Moving the clock expires access tokens: sign in again.
        const again = await api('POST', '/auth/sign-in', {
          base: second.url,
          body: { email: 'restart@example.test', password: 'Str0ng!pass' },
        });
        auth = again.body.authToken;
        res = await api('GET', `/leads/campaign/${campaignId}/statuses`, { base: second.url, token: auth });
      }
      return res.body as Record<string, number>;
    };

    // Assess: the leads are collected and the steps run (views, then invitations), the clock moving in steps.
    let s: Record<string, number> = {};
    for (let round = 0; round < 150; round++) {
      s = await statuses();
      if (s.leadsCount >= 2 && s.viewedLeadsCount >= 2 && s.requestedLeadsCount >= 1) break;
      await fetch(`${second.url}/_local/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advanceMs: 2 * HOUR }),
      });
      await workDone(second.url);
    }
    expect(s).toMatchObject({ leadsCount: 2, viewedLeadsCount: 2 });
    expect(s.requestedLeadsCount).toBeGreaterThanOrEqual(1);
    const sandbox = (await (
      await fetch(`${second.sandboxUrl}/_sandbox/state/jordan@sandbox.test`)
    ).json()) as {
      views: unknown[];
      invitations: unknown[];
    };
    expect(sandbox.views.length).toBeGreaterThanOrEqual(2);
    expect(sandbox.invitations.length).toBeGreaterThanOrEqual(1);
  });
});
