import { ActivityCountEntity } from '../../data/entities/activity-count.ts';
import type { Deps } from '../../ports/deps.ts';
import { ALL_TIME, clampWindow, coverRange } from './activity-buckets.ts';

/**
 * Activity counts per kind of a team (`scope` 'team') or a campaign within [start, end) (all time
 * without a window), summed from the kept bucket counters: a handful of small queries whatever
 * the activity volume.
 */
export async function activityCounts(
  _deps: Deps,
  teamId: string,
  scope: string,
  window: { start: number; end: number } | null,
): Promise<Map<string, number>> {
  const byScope = () => ActivityCountEntity.query.byScope({ teamId, scope });
  const clamped = window && clampWindow(window);
  if (window && !clamped) return new Map();
  const spans = clamped ? coverRange(clamped.start, clamped.end) : null;
  const reads = spans
    ? spans.map(async (s) => {
        const { data } = await byScope().between({ bucket: s.from }, { bucket: s.to }).go({ pages: 'all' });
        return data.filter((c) => c.bucket >= s.from && c.bucket < s.to);
      })
    : [
        byScope()
          .begins({ bucket: ALL_TIME })
          .go({ pages: 'all' })
          .then((r) => r.data.filter((c) => c.bucket === ALL_TIME)),
      ];
  const out = new Map<string, number>();
  for (const rows of await Promise.all(reads))
    for (const c of rows) out.set(c.kind, (out.get(c.kind) ?? 0) + (c.count ?? 0));
  return out;
}

/** The sum of the counts of some kinds (every kind when null). */
export function sumKinds(counts: Map<string, number>, kinds: ReadonlySet<string> | null): number {
  let n = 0;
  for (const [k, v] of counts) if (!kinds || kinds.has(k)) n += v;
  return n;
}
