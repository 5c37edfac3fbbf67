import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRuntime } from '@outreach/local/runtime';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The runtime's environment (stand-in endpoints, table, queues, clock file) for domain-level tests. */
    runtimeEnv: Record<string, string>;
  }
}

/** Starts the real local runtime once per suite, on free ports, with throw-away state. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'outreach-test-'));
  // Integration tests play the bot's role themselves; the e2e suite runs the real bot child process.
  const e2e = project.name === 'e2e';
  if (e2e) {
    // The real bot at a quick pace: a second of human-like pause between actions instead of 2–8 s.
    process.env.BOT_ACTION_DELAY_MS ??= '300,1000';
  }
  // Every successful answer is checked against its route's declared response schema by the handler
  // factory itself (issue #15): a drift answers 500 naming the route, whichever client made the call
  // (the SPA and the bot in the e2e stories as well: a whole e2e run with it on found no drift).
  process.env.CHECK_RESPONSES ??= '1';
  const runtime = await startRuntime({
    port: 0,
    dataDir,
    quiet: true,
    // Throw-away state, DynamoDB Local's in memory, unless KEEP_TEST_DATA keeps it for a look.
    throwAway: !process.env.KEEP_TEST_DATA,
    bot: e2e,
    // Every invitation is accepted within a day and every message answered, so the e2e story is certain.
    sandboxReactions: e2e
      ? { acceptRate: 1, acceptDelayMaxMs: 20 * 3600_000, replyRate: 1, replyDelayMaxMs: 20 * 3600_000 }
      : undefined,
  });
  project.provide('baseUrl', runtime.url);
  const envKeys =
    /^(OUTREACH_LOCAL|AWS_|TABLE_NAME|BLOB_|STEPS_QUEUE_URL|POSTS_QUEUE_URL|LOCAL_SECRET_KEY_FILE|LOCAL_DNS_ZONE_FILE|LINKEDIN_BASE_URL|APP_URL|STRIPE_)/;
  project.provide('runtimeEnv', {
    ...Object.fromEntries(Object.entries(process.env).filter(([k, v]) => envKeys.test(k) && v !== undefined)),
    CLOCK_FILE: join(dataDir, 'clock.json'),
  } as Record<string, string>);
  return async () => {
    await runtime.stop();
    // KEEP_TEST_DATA=1 keeps the runtime's data (and the bot's log) for a look after a failure.
    if (!process.env.KEEP_TEST_DATA) rmSync(dataDir, { recursive: true, force: true });
    else console.log(`test data kept in ${dataDir}`);
  };
}
