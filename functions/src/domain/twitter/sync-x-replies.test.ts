import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNewerXId } from './sync-x-replies.ts';

describe('isNewerXId', () => {
  it('orders X ids as the numbers they are, beyond JS number precision', () => {
    expect(isNewerXId('1860000000000000010', '1860000000000000009')).toBe(true);
    expect(isNewerXId('999', '1000')).toBe(false);
    expect(isNewerXId('5', undefined)).toBe(true);
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 64n }), fc.bigInt({ min: 0n, max: 2n ** 64n }), (a, b) => {
        expect(isNewerXId(String(a), String(b))).toBe(a > b);
      }),
    );
  });
});
