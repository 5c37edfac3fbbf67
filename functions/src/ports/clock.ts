/** All domain time goes through this port, so schedules and limits can be tested by moving the clock. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
