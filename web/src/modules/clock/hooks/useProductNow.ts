import { useSyncExternalStore } from 'react';
import { productClockOffset, productNow, subscribeProductClock } from '../productClock.ts';

/**
 * The product clock for rendering: re-renders when the server reports that the clock moved.
 * Read it once per render and pass it down, so a page computes all its dates from one instant.
 */
export function useProductNow(): number {
  useSyncExternalStore(subscribeProductClock, productClockOffset);
  return productNow();
}
