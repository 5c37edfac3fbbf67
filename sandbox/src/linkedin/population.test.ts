import { describe, expect, it } from 'vitest';
import { baseDegree } from './network.ts';
import { DEFAULT_POPULATION_SIZE, generatePopulation, SANDBOX_ACCOUNTS } from './population.ts';

describe('generatePopulation', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    // Prepare / Act
    const a = generatePopulation(7);
    const b = generatePopulation(7);
    const c = generatePopulation(8);
    // Assess
    expect(a.people).toEqual(b.people);
    expect(a.people[0].publicId).not.toBe(c.people[0].publicId);
  });

  it('has at least 1,000 people with unique ids and site-shaped member ids', () => {
    const { people, accounts, byPublicId, byMemberId } = generatePopulation(1);
    expect(people.length).toBe(DEFAULT_POPULATION_SIZE);
    expect(people.length).toBeGreaterThanOrEqual(1000);
    expect(byPublicId.size).toBe(people.length + accounts.length);
    expect(byMemberId.size).toBe(people.length + accounts.length);
    for (const p of [...people, ...accounts]) {
      expect(p.memberId).toMatch(/^ACoAA[A-Za-z0-9_-]{34}$/);
      expect(p.memberId).toHaveLength(39);
      expect(p.publicId).toMatch(/^[a-z0-9-]+$/);
      for (const field of [p.firstName, p.lastName, p.headline, p.title, p.company, p.location, p.industry]) {
        expect(field.length).toBeGreaterThan(0);
      }
    }
  });

  it('hides Connect under "More" for some people only', () => {
    const { people } = generatePopulation(1);
    const hidden = people.filter((p) => p.connectUnderMore).length / people.length;
    expect(hidden).toBeGreaterThan(0.15);
    expect(hidden).toBeLessThan(0.35);
  });

  it('gives every account some 1st-degree connections and mostly 2nd/3rd', () => {
    const { people } = generatePopulation(1);
    for (const account of SANDBOX_ACCOUNTS) {
      const degrees = people.map((p) => baseDegree(1, account.email, p.id));
      const first = degrees.filter((d) => d === 1).length;
      expect(first).toBeGreaterThan(30);
      expect(first).toBeLessThan(people.length * 0.15);
      expect(degrees.filter((d) => d === 2).length).toBeGreaterThan(300);
      expect(degrees.filter((d) => d === 3).length).toBeGreaterThan(300);
    }
  });
});
