import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { AccountKey } from '@outreach/functions/domain/bot/types';
import type { Clock } from '@outreach/functions/ports/clock';

/**
 * The bot's pauses between two actions of an account (human pace). Normally real sleeps; during a
 * rehearsal (issue #9) they run on the product clock, so a month of pauses takes minutes: the pause
 * ends when the product clock reaches its wake time, and the rehearsal moves the clock there once
 * nothing else is due.
 */
export interface Pacer {
  /** Waits `ms` (of the pacer's time) for the account, or until `signal` aborts. */
  pause(acc: AccountKey, ms: number, signal?: AbortSignal): Promise<void>;
}

/**
 * The file a product-clock pacer publishes its pauses in: account key → wake time (product epoch ms).
 * The rehearsal reads it (local/src/rehearsal/drive-clock.ts) to know when to move the clock.
 */
export interface PauseFile {
  pauses: Record<string, number>;
}

const keyOf = (a: AccountKey) => `${a.teamId}|${a.userId}`;

/** Waits `ms` of wall time, or until `signal` aborts (never rejects). */
export function wallSleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (ms <= 0 || signal?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const t = setTimeout(done, ms);
    function done() {
      clearTimeout(t);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** Real sleeps (Fargate, `npm start`, tests). */
export const wallPacer: Pacer = {
  pause: (_acc, ms, signal) => wallSleep(ms, signal),
};

/**
 * Pauses on the product clock: each pause is published in `file` (written whole, then renamed, so a
 * reader never sees half of it) and ends once `clock.now()` reaches its wake time. The clock is read
 * every `checkMs` of wall time.
 */
export function productClockPacer(clock: Clock, file: string, checkMs = 20): Pacer {
  const pauses = new Map<string, number>();
  const publish = () => {
    mkdirSync(dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify({ pauses: Object.fromEntries(pauses) } satisfies PauseFile));
    renameSync(tmp, file);
  };
  return {
    async pause(acc, ms, signal) {
      const key = keyOf(acc);
      const wakeAt = Math.round(clock.now() + Math.max(0, ms));
      pauses.set(key, wakeAt);
      publish();
      try {
        while (!signal?.aborted && clock.now() < wakeAt) await wallSleep(checkMs, signal);
      } finally {
        if (pauses.get(key) === wakeAt) pauses.delete(key);
        publish();
      }
    },
  };
}
