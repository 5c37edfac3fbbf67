import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { walkPage } from './walk-page.ts';

/** An in-memory index of numbers 0..n-1, read in chunks like a DynamoDB query. */
const index = (n: number) => {
  const all = Array.from({ length: n }, (_, i) => i);
  let reads = 0;
  return {
    read: async (after: number | undefined, limit: number) => {
      reads += limit;
      return all.filter((x) => after === undefined || x > after).slice(0, limit);
    },
    reads: () => reads,
  };
};

async function walkAll(n: number, take: number, match?: (x: number) => boolean, budget?: number) {
  const ix = index(n);
  const out: number[] = [];
  let after: number | undefined;
  for (let guard = 0; guard < 10_000; guard++) {
    const p = await walkPage({ read: ix.read, positionOf: (x) => x, match, after, skip: 0, take, budget });
    out.push(...p.rows);
    if (p.next === null) return out;
    after = p.next;
  }
  throw new Error('no end');
}

describe('walkPage', () => {
  it('pages through every row once, in order, for any size, page and filter', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 1, max: 400 }),
        async (n, take, mod, budget) => {
          const match = (x: number) => x % mod === 0;
          const expected = Array.from({ length: n }, (_, i) => i).filter(match);
          expect(await walkAll(n, take, mod === 1 ? undefined : match, budget)).toEqual(expected);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('skips whole pages for page numbers and reads only what the page needs', async () => {
    const ix = index(10_000);
    const p = await walkPage({ read: ix.read, positionOf: (x) => x, skip: 50, take: 25 });
    expect(p.rows).toEqual(Array.from({ length: 25 }, (_, i) => 50 + i));
    expect(p.next).toBe(74);
    expect(ix.reads()).toBe(76);
  });
});
