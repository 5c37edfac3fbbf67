import { AppError } from '@outreach/shared/errors';
import type { Deps } from '../../ports/deps.ts';

export interface ThrottleRule {
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters with an atomic ADD per key. Refuses with 429 once any rule's window is full.
 * Counting happens before the check, so parallel attempts cannot slip past the limit.
 */
export async function hit(deps: Deps, rules: ThrottleRule[], message: string): Promise<void> {
  const now = deps.clock.now();
  const counts = await Promise.all(
    rules.map(async (r) => {
      const windowStart = Math.floor(now / 1000 / r.windowSeconds) * r.windowSeconds;
      const res = await deps.db.entities.rateCounter
        .update({ key: r.key, window: String(windowStart) })
        .add({ count: 1 })
        .set({ ttl: windowStart + r.windowSeconds * 2 })
        .go({ response: 'all_new' });
      return { rule: r, count: res.data.count ?? 0 };
    }),
  );
  if (counts.some((c) => c.count > c.rule.limit)) throw new AppError('TOO_MANY_REQUESTS', message);
}

/** Sign-in attempts: 10 per email and 50 per IP in 15 minutes. */
export function signInRules(email: string, ip: string): ThrottleRule[] {
  return [
    { key: `signin:email:${email}`, limit: 10, windowSeconds: 900 },
    { key: `signin:ip:${ip}`, limit: 50, windowSeconds: 900 },
  ];
}

export const THROTTLE_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';
