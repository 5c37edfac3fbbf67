// The product clock as the SPA sees it. In AWS it is real time; the local runtime can move it
// (`POST /_local/clock`), and says where it stands in the `X-Outreach-Now` header of every API answer.
// Every date the SPA computes (today, dashboard ranges, activity filters, trial state) reads it here.

import { PRODUCT_NOW_HEADER } from '@outreach/shared/constants/local';

// Below this the difference is network latency, not a moved clock: no re-render for it.
const JITTER_MS = 2_000;

let offsetMs = 0;
const listeners = new Set<() => void>();

/** The product clock now, in epoch milliseconds. */
export function productNow(): number {
  return Date.now() + offsetMs;
}

/** How far the product clock is ahead of this browser's clock (0 unless the server said otherwise). */
export function productClockOffset(): number {
  return offsetMs;
}

/** Records the server's clock from an API answer; listeners hear of it when it moved. */
export function observeServerNow(headers: Pick<Headers, 'get'>): void {
  const serverNow = Number(headers.get(PRODUCT_NOW_HEADER));
  if (!Number.isFinite(serverNow) || serverNow <= 0) return;
  const next = serverNow - Date.now();
  if (Math.abs(next - offsetMs) < JITTER_MS) return;
  offsetMs = next;
  for (const l of listeners) l();
}

/** Subscribes to moves of the product clock (for `useSyncExternalStore`). */
export function subscribeProductClock(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
