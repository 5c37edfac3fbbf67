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
  constructor(private readonly file: string) {
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
  advance(ms: number): void {
    this.reload();
    this.offsetMs += ms;
    mkdirSync(dirname(this.file), { recursive: true });
    writeFileSync(this.file, JSON.stringify({ offsetMs: this.offsetMs }));
    this.mtime = statSync(this.file).mtimeMs;
  }
  info() {
    const now = this.now();
    return { now, iso: new Date(now).toISOString(), offsetMs: this.offsetMs };
  }
}
