import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Clock } from '@outreach/functions/ports/clock';

/** The product's clock in local mode: real time plus an offset that `/_local/clock` moves forward. */
export class LocalClock implements Clock {
  private offsetMs = 0;
  constructor(private readonly file?: string) {
    if (file && existsSync(file)) {
      try {
        this.offsetMs = Number(JSON.parse(readFileSync(file, 'utf8')).offsetMs) || 0;
      } catch {
        this.offsetMs = 0;
      }
    }
  }
  now(): number {
    return Date.now() + this.offsetMs;
  }
  advance(ms: number): void {
    this.offsetMs += ms;
    if (this.file) {
      mkdirSync(dirname(this.file), { recursive: true });
      writeFileSync(this.file, JSON.stringify({ offsetMs: this.offsetMs }));
    }
  }
  info() {
    const now = this.now();
    return { now, iso: new Date(now).toISOString(), offsetMs: this.offsetMs };
  }
}
