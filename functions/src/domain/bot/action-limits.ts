/**
 * How long a claimed action may run before another worker may take it over (it re-checks the site first).
 * Measured in wall time (startedAt), not the product clock, so moving the local clock cannot steal work.
 */
export const ACTION_RUN_TIMEOUT_MS = 10 * 60_000;
/** Attempts of one action before it fails for good. */
export const MAX_ACTION_ATTEMPTS = 5;
