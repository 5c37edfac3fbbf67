import type { Deps } from '@outreach/functions/ports/deps';
import { inject } from 'vitest';

let deps: Promise<Deps> | undefined;

/**
 * The product's ports inside a test worker, wired to the runtime the global setup started (same
 * table, queues and file clock), for tests that play the bot's role or drive run-step directly.
 */
export function domainDeps(): Promise<Deps> {
  deps ??= (async () => {
    const env = inject('runtimeEnv');
    Object.assign(process.env, env, { LOG_LEVEL: 'ERROR' });
    const { wireLocalDeps } = await import('@outreach/local/deps');
    const { FileOffsetClock } = await import('@outreach/functions/adapters/local/file-clock');
    return wireLocalDeps(new FileOffsetClock(env.CLOCK_FILE));
  })();
  return deps;
}
