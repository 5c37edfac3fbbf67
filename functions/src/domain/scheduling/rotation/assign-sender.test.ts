import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickSender } from './assign-sender.ts';

describe('pickSender', () => {
  it('always answers one of the senders, the same one for the same lead', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1 }), { minLength: 1, maxLength: 10 }),
        fc.string(),
        (senders, lead) => {
          const a = pickSender(senders, lead);
          expect(senders).toContain(a);
          expect(pickSender(senders, lead)).toBe(a);
        },
      ),
    );
  });

  it('spreads a campaign’s leads evenly over its senders', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 3000; i++) {
      const s = pickSender(['ann', 'bob', 'cyd'], `person-${i}-${(i * 7919) % 1000}`);
      counts.set(s, (counts.get(s) ?? 0) + 1);
    }
    for (const n of counts.values()) expect(n).toBeGreaterThan(850);
    expect(counts.size).toBe(3);
  });
});
