import { describe, expect, it } from 'vitest';
import { celebrationsOn } from './celebrations.ts';
import { generatePopulation } from './population.ts';

describe('sandbox celebrations', () => {
  const people = generatePopulation(7, 200).people.slice(0, 40);
  const day = Date.UTC(2026, 11, 30, 10);

  it('every day has one or two occasions of each type, each person once, the same on every read', () => {
    for (let d = 0; d < 30; d++) {
      const at = day + d * 86_400_000;
      const list = celebrationsOn(7, 'a@sandbox.test', people, at);
      for (const t of ['birthday', 'work-anniversary', 'new-position'])
        expect(list.filter((c) => c.type === t).length).toBeGreaterThanOrEqual(1);
      expect(list.length).toBeLessThanOrEqual(6);
      expect(new Set(list.map((c) => c.person.id)).size).toBe(list.length);
      expect(list.every((c) => c.date === new Date(at).toISOString().slice(0, 10))).toBe(true);
      expect(celebrationsOn(7, 'a@sandbox.test', people, at + 3_600_000)).toEqual(list);
    }
  });

  it('no connections, no occasions', () => {
    expect(celebrationsOn(7, 'a@sandbox.test', [], day)).toEqual([]);
  });
});
