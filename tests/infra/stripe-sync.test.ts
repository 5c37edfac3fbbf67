import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { type StripeSandbox, startStripeSandbox } from '@outreach/sandbox/stripe/server';
import getPort from 'get-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `npm run stripe:sync`, the deploy step that gives a Stripe account our catalogue (README), run as the
// operator runs it, against the Stripe sandbox standing in for the account.
const run = promisify(execFile);
let sandbox: StripeSandbox;

beforeAll(async () => {
  sandbox = await startStripeSandbox({ port: await getPort({ host: '127.0.0.1' }), now: () => Date.now() });
});
afterAll(async () => {
  await sandbox?.close();
});

const sync = (env: Record<string, string>) =>
  run('node', ['--import', 'tsx', 'infra/scripts/stripe-sync.ts'], {
    env: { ...process.env, STRIPE_SECRET_KEY: '', ...env },
  });

describe('npm run stripe:sync', () => {
  it('creates the catalogue in an empty account, then finds it in place', async () => {
    const env = { STRIPE_SECRET_KEY: sandbox.secretKey, STRIPE_API_URL: sandbox.url };
    const first = await sync(env);
    const created = Number(/(\d+) object\(s\) created/.exec(first.stdout)?.[1]);
    expect(created).toBeGreaterThan(0);
    const again = await sync(env);
    expect(again.stdout).toContain('Stripe catalogue in sync: 0 object(s) created.');
  });

  it('says which key it needs when none is given', async () => {
    const err = await sync({}).catch((e: { code: number; stderr: string }) => e);
    expect(err).toMatchObject({ code: 2 });
    expect((err as { stderr: string }).stderr).toContain('Set STRIPE_SECRET_KEY');
  });
});
