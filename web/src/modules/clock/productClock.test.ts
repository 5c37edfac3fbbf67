import { PRODUCT_NOW_HEADER } from '@outreach/shared/constants/local';
import { describe, expect, it } from 'vitest';
import { observeServerNow, productNow, subscribeProductClock } from './productClock.ts';

const headers = (v?: string) => new Headers(v === undefined ? {} : { [PRODUCT_NOW_HEADER]: v });

describe('product clock in the SPA', () => {
  it('follows the server clock from the header and tells listeners once it moved', () => {
    // Prepare
    const heard: number[] = [];
    const off = subscribeProductClock(() => heard.push(productNow()));
    const fiveDays = 5 * 86_400_000;

    // Act
    observeServerNow(headers(String(Date.now() + fiveDays)));
    observeServerNow(headers(String(Date.now() + fiveDays + 300))); // latency, not a move
    observeServerNow(headers('not a number'));
    observeServerNow(headers());
    off();

    // Assess
    expect(heard).toHaveLength(1);
    expect(Math.abs(productNow() - (Date.now() + fiveDays))).toBeLessThan(2_000);
  });
});
