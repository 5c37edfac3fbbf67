import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Clock } from '../../ports/clock.ts';

/**
 * Local clock: real time plus an offset kept in a file, so the runtime, the bot child process and
 * the tests all see the same moved clock. Re-reads the file only when it changed.
 */
export class FileOffsetClock implements Clock {
  private offsetMs = 0;
  private mtime = -1;
  /** Product time just after this instance last moved the clock (0 when it never did). */
  movedAt = 0;
  /**
   * `startAt` (epoch ms) sets the clock to that instant when the file does not exist yet (fresh data):
   * tests run on 30 December or across a DST change whatever the real date is. An existing clock file
   * keeps its offset, so a restart never moves the product clock backwards.
   */
  constructor(
    private readonly file: string,
    opts: { startAt?: number } = {},
  ) {
    if (opts.startAt !== undefined && !existsSync(file)) this.advance(opts.startAt - Date.now());
    this.reload();
  }
  private reload(): void {
    if (!existsSync(this.file)) return;
    const m = statSync(this.file).mtimeMs;
    if (m === this.mtime) return;
    this.mtime = m;
    try {
      this.offsetMs = Number(JSON.parse(readFileSync(this.file, 'utf8')).offsetMs) || 0;
    } catch {
      // a half-written file: keep the last offset
    }
  }
  now(): number {
    this.reload();
    return Date.now() + this.offsetMs;
  }
  wallNow(): number {
    return Date.now();
  }
  /** Moves the clock by `ms` (negative only to set a start before any work exists). */
  advance(ms: number): void {
    this.reload();
    this.offsetMs += ms;
    mkdirSync(dirname(this.file), { recursive: true });
    writeFileSync(this.file, JSON.stringify({ offsetMs: this.offsetMs }));
    this.mtime = statSync(this.file).mtimeMs;
    this.movedAt = Date.now() + this.offsetMs;
  }
  info() {
    const now = this.now();
    return { now, iso: new Date(now).toISOString(), offsetMs: this.offsetMs };
  }
}

/**
 * The product clock's start from `OUTREACH_CLOCK_START` (an ISO date-time, e.g. `2026-12-30T23:00:00Z`),
 * or undefined when unset. A value that is not a date is a start-up error, never silently ignored.
 *
 * @example
 * clockStartFrom('2026-12-30T23:00:00Z') // 1798671600000
 */
export function clockStartFrom(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw new Error(`OUTREACH_CLOCK_START is not a date-time: ${value}`);
  return ms;
}
