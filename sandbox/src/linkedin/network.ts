import { unitFor } from './random.ts';

export type Degree = 1 | 2 | 3;

/** Share of the population each account starts connected to, and the share of 2nd degree. */
export const FIRST_DEGREE_SHARE = 0.06;
export const SECOND_DEGREE_SHARE = 0.42;

/** The seeded degree of a person for an account, before any sandbox activity. */
export function baseDegree(seed: number, email: string, personId: number): Degree {
  const u = unitFor(seed, 'degree', email, personId);
  if (u < FIRST_DEGREE_SHARE) return 1;
  if (u < FIRST_DEGREE_SHARE + SECOND_DEGREE_SHARE) return 2;
  return 3;
}
