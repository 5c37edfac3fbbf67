/** Counter buckets of activity (see the activityCount entity): all time, UTC month, UTC day, quarter hour. */
export type BucketLevel = 'm' | 'd' | 'q';

const QUARTER = 15 * 60_000;
const DAY = 86_400_000;
const pad = (n: number, w: number) => String(n).padStart(w, '0');

export const ALL_TIME = 'a';

export function bucketOf(level: BucketLevel, t: number): string {
  const d = new Date(t);
  if (level === 'm') return `m${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1, 2)}`;
  if (level === 'd') return `d${d.toISOString().slice(0, 10)}`;
  return `q${pad(Math.floor(t / QUARTER), 9)}`;
}

/** Every bucket an activity at `t` counts in. */
export const bucketsAt = (t: number) => [ALL_TIME, bucketOf('m', t), bucketOf('d', t), bucketOf('q', t)];

const floorTo = (level: BucketLevel, t: number) => {
  if (level === 'q') return Math.floor(t / QUARTER) * QUARTER;
  if (level === 'd') return Math.floor(t / DAY) * DAY;
  const d = new Date(t);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
};
const ceilTo = (level: BucketLevel, t: number) => {
  const f = floorTo(level, t);
  if (f === t) return t;
  if (level === 'q') return f + QUARTER;
  if (level === 'd') return f + DAY;
  const d = new Date(f);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
};

export interface BucketSpan {
  level: BucketLevel;
  /** First bucket, inclusive. */
  from: string;
  /** Bucket after the last, exclusive. */
  to: string;
}

/**
 * The fewest bucket spans that cover [start, end): whole months, then whole days at the edges, then
 * quarter hours (local midnights in every timezone fall on a quarter hour; the edges round to one).
 *
 * @example
 * coverRange(Date.UTC(2026, 0, 1), Date.UTC(2026, 2, 1)) // [{ level: 'm', from: 'm2026-01', to: 'm2026-03' }]
 */
export function coverRange(
  start: number,
  end: number,
  levels: BucketLevel[] = ['m', 'd', 'q'],
): BucketSpan[] {
  if (start >= end) return [];
  const [level, ...finer] = levels;
  if (finer.length === 0) {
    const a = floorTo(level, start);
    const b = ceilTo(level, end);
    return a < b ? [{ level, from: bucketOf(level, a), to: bucketOf(level, b) }] : [];
  }
  const a = ceilTo(level, start);
  const b = floorTo(level, end);
  if (a >= b) return coverRange(start, end, finer);
  return [
    ...coverRange(start, a, finer),
    { level, from: bucketOf(level, a), to: bucketOf(level, b) },
    ...coverRange(b, end, finer),
  ];
}

// The index sorts `at` as unpadded text, which orders epoch milliseconds correctly only while they
// have 13 digits (2001-09-09 to 2286): windows are clamped to that span (no activity is older).
export const MIN_AT = 1e12;
export const MAX_AT = 1e13 - 1;

/** A window clamped to the span the indexes order correctly; null when nothing can be in it. */
export function clampWindow(w: { start: number; end: number }) {
  const start = Math.max(w.start, MIN_AT);
  const end = Math.min(w.end, MAX_AT);
  return start < end ? { start, end } : null;
}
