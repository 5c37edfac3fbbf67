import type { Deps } from '../ports/deps.ts';

export type { Deps } from '../ports/deps.ts';

const PORTS = [
  'env',
  'db',
  'clock',
  'mailer',
  'queue',
  'scheduler',
  'blobs',
  'secrets',
  'mailProtocols',
  'payments',
] as const;

let deps: Deps | undefined;

/**
 * The ports of this process, as its host wired them: the Lambda host (`hosts/lambda.ts`, imported
 * first by every bundled function), the local runtime, the bot or a test (`provideDeps`). There is no
 * default wiring: a process whose host wired nothing fails here rather than guess its adapters.
 *
 * @example
 * const { db, clock } = getDeps();
 */
export function getDeps(): Deps {
  if (!deps) {
    throw new Error(
      'No ports wired in this process: the host calls provideDeps() first (Lambda: functions/src/hosts/lambda.ts, local: local/src/deps.ts, bot: bot/src/deps.ts)',
    );
  }
  return deps;
}

/**
 * Wires this process's ports: a host passes a full set, then tests may swap some (clock, db, …)
 * while keeping the rest.
 *
 * @example
 * provideDeps(localDeps(readEnv(), clock)); // the local runtime
 * provideDeps({ clock: testClock });         // later: swap one port
 */
export function provideDeps(ports: Partial<Deps>): Deps {
  const next: Partial<Deps> = { ...deps, ...ports };
  const missing = PORTS.filter((p) => !next[p]);
  if (missing.length > 0) {
    throw new Error(`provideDeps: no ${missing.join(', ')} wired yet; a host provides a full set first`);
  }
  deps = next as Deps;
  return deps;
}
