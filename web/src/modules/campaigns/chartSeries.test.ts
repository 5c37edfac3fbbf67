import { describe, expect, it } from 'vitest';
import { chartSeries } from './chartSeries.ts';

describe('chartSeries', () => {
  it('orders days and keeps only labels with actions', () => {
    const out = chartSeries({
      labels: ['Viewed', 'Invites', 'Messages'],
      days: {
        '2025-03-02': { label: '03/02', total: 3, counts: { Viewed: 2, Invites: 1 } },
        '2025-03-01': { label: '03/01', total: 1, counts: { Viewed: 1 } },
      },
    });
    expect(out.labels).toEqual(['03/01', '03/02']);
    expect(out.series).toEqual([
      { id: 'Viewed', label: 'Viewed', data: [1, 2] },
      { id: 'Invites', label: 'Invites', data: [0, 1] },
    ]);
  });
  it('is empty without actions', () => {
    expect(
      chartSeries({ labels: ['Viewed'], days: { '2025-03-01': { label: '03/01', total: 0, counts: {} } } })
        .series,
    ).toEqual([]);
  });
});
