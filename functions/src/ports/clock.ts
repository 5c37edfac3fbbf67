/** All domain time goes through this port, so schedules and limits can be tested by moving the clock. */
export interface Clock {
  /** The product's time, in milliseconds since the epoch (moved by tests and the local runtime). */
  now(): number;
  /**
   * Real elapsed time, never moved: leases, run timeouts, index lag and the code window a person is
   * typing in, where moving the product clock by days must not steal work or expire a code.
   */
  wallNow(): number;
}

export const systemClock: Clock = { now: () => Date.now(), wallNow: () => Date.now() };
