/** Rows a single list request reads at most (filtered lists may answer a short page and a cursor). */
export const READ_BUDGET = 2000;

export interface WalkInput<Row, Pos> {
  /** Up to `limit` rows strictly after `after` in the list's order (from the start without it). */
  read(after: Pos | undefined, limit: number): Promise<Row[]>;
  positionOf(row: Row): Pos;
  /** Filters the index cannot apply. */
  match?(row: Row): boolean;
  /** Where to start (a decoded cursor). */
  after?: Pos;
  /** Matching rows to pass over first (page-number access, bounded by the page-depth cap). */
  skip: number;
  take: number;
  budget?: number;
}

/**
 * One page of a key-ordered index, read in chunks from a position: never the whole partition. The
 * answer's `next` is the position to continue from, null once the index is exhausted; when the
 * read budget runs out first, the page may be short and `next` continues where reading stopped.
 */
export async function walkPage<Row, Pos>(w: WalkInput<Row, Pos>): Promise<{ rows: Row[]; next: Pos | null }> {
  const budget = w.budget ?? READ_BUDGET;
  const match = w.match ?? (() => true);
  const rows: Row[] = [];
  let skipped = 0;
  let read = 0;
  // `scan`: the last row read; `pageEnd`: the last row the page holds (or skipped over).
  let scan = w.after;
  let pageEnd = w.after;
  for (;;) {
    const filled = rows.length === w.take;
    const want = filled ? 1 : w.skip - skipped + w.take - rows.length + 1;
    const limit = Math.min(budget - read, Math.max(want, w.match ? 100 : 1));
    if (limit <= 0) return { rows, next: (filled ? pageEnd : scan) ?? null };
    const chunk = await w.read(scan, limit);
    read += chunk.length;
    for (const r of chunk) {
      scan = w.positionOf(r);
      if (!match(r)) continue;
      // A match beyond the page: there is more, and the page ends at its last row.
      if (rows.length === w.take) return { rows, next: pageEnd ?? null };
      if (skipped < w.skip) skipped++;
      else rows.push(r);
      pageEnd = scan;
    }
    if (chunk.length < limit) return { rows, next: null };
  }
}
