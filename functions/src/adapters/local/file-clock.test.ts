import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clockStartFrom, FileOffsetClock } from './file-clock.ts';

const fresh = () => join(mkdtempSync(join(tmpdir(), 'clock-')), 'clock.json');

describe('local file clock', () => {
  it('starts at a given instant on fresh data and keeps its offset on the next start', () => {
    // Prepare
    const file = fresh();
    const start = clockStartFrom('2026-12-30T23:00:00Z')!;

    // Act
    const first = new FileOffsetClock(file, { startAt: start });
    first.advance(3_600_000);
    const again = new FileOffsetClock(file, { startAt: start });

    // Assess
    expect(Math.abs(first.now() - (start + 3_600_000))).toBeLessThan(1_000);
    expect(again.now()).toBeGreaterThanOrEqual(start + 3_600_000);
    expect(new Date(again.now()).getUTCFullYear()).toBe(2026);
  });

  it('refuses a start that is not a date', () => {
    expect(() => clockStartFrom('next tuesday')).toThrow(/OUTREACH_CLOCK_START/);
    expect(clockStartFrom(undefined)).toBeUndefined();
  });
});
