import { describe, expect, it } from 'vitest';
import { trendIntervalPresets, trendSortOptions, ZTrendRequest } from './trends.ts';

const msg = (v: unknown) => {
  const r = ZTrendRequest.safeParse(v);
  return r.success ? null : r.error.issues[0].message;
};

describe('spec 3 §5 trend validation', () => {
  it("requires a keyword ('Please add keyword.')", () => {
    expect(msg({ term: '  ', interval: 6 })).toBe('Please add keyword.');
    expect(msg({ interval: 6 })).toBe('Please add keyword.');
  });
  it('takes a custom interval from 3 to 360 hours', () => {
    const m = 'Interval range should be with in 3 hours and 360 hours/15 days.';
    expect(msg({ term: 'x', interval: 2 })).toBe(m);
    expect(msg({ term: 'x', interval: 3 })).toBeNull();
    expect(msg({ term: 'x', interval: 360 })).toBeNull();
    expect(msg({ term: 'x', interval: 361 })).toBe(m);
    expect(msg({ term: 'x', interval: 4.5 })).toBe(m);
  });
  it('offers presets 3, 6, 12, 24 and the two sort options', () => {
    expect(trendIntervalPresets).toEqual([3, 6, 12, 24]);
    expect(Object.values(trendSortOptions)).toEqual(['Top match', 'Latests']);
  });
});
