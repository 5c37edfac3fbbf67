import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bucketOf, bucketsAt, coverRange } from './activity-buckets.ts';

const QUARTER = 15 * 60_000;

/** Whether an instant falls in one of the spans (the way counters are read back). */
const covered = (t: number, spans: ReturnType<typeof coverRange>) =>
  spans.some((s) => {
    const b = bucketsAt(t).find((x) => x[0] === s.level);
    return b !== undefined && b >= s.from && b < s.to;
  });

describe('coverRange', () => {
  it('covers each quarter-aligned instant of the range exactly once and nothing outside it', () => {
    const base = Date.UTC(2026, 11, 20);
    fc.assert(
      fc.property(
        fc.integer({ min: -20_000, max: 20_000 }),
        fc.integer({ min: 0, max: 40_000 }),
        fc.integer({ min: -3000, max: 3000 }),
        (s, len, probe) => {
          const start = base + s * QUARTER;
          const end = start + len * QUARTER;
          const spans = coverRange(start, end);
          const t = start + probe * QUARTER + 7 * 60_000;
          const hits = spans.filter((x) => covered(t, [x])).length;
          expect(hits).toBe(t >= start && t < end ? 1 : 0);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('uses month buckets for whole months, across a year end', () => {
    expect(coverRange(Date.UTC(2026, 11, 1), Date.UTC(2027, 1, 1))).toEqual([
      { level: 'm', from: 'm2026-12', to: 'm2027-02' },
    ]);
    expect(bucketOf('d', Date.UTC(2026, 11, 30, 23))).toBe('d2026-12-30');
  });
});
