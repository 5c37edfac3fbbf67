import { AppError } from '@outreach/shared/errors';
import { RateCounterEntity } from '../../data/entities/rate-counter.ts';
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
      const res = await RateCounterEntity.update({ key: r.key, window: String(windowStart) })
        .add({ count: 1 })
        .set({ ttl: windowStart + r.windowSeconds * 2 })
        .go({ response: 'all_new' });
      return { rule: r, count: res.data.count ?? 0 };
    }),
  );
  if (counts.some((c) => c.count > c.rule.limit)) throw new AppError('TOO_MANY_REQUESTS', message);
}

/**
 * Sign-in attempts, keyed on the email together with the client IP so that nobody can lock a victim
 * out from another address. Stepped windows make the back-off: 10 tries per 15 minutes, then 20 per
 * hour, then 40 per day for one email from one IP. Each IP also has 50 tries per 15 minutes in all.
 */
export function signInRules(email: string, ip: string): ThrottleRule[] {
  const who = `${email}|${ip}`;
  return [
    { key: `signin:email-ip:${who}`, limit: 10, windowSeconds: 900 },
    { key: `signin:email-ip-1h:${who}`, limit: 20, windowSeconds: 3600 },
    { key: `signin:email-ip-1d:${who}`, limit: 40, windowSeconds: 86_400 },
    { key: `signin:ip:${ip}`, limit: 50, windowSeconds: 900 },
  ];
}

/** Sign-ups: 20 new accounts per client IP per hour. */
export function signUpRules(ip: string): ThrottleRule[] {
  return [{ key: `signup:ip:${ip}`, limit: 20, windowSeconds: 3600 }];
}

/** Password changes: 10 attempts per user per 15 minutes (each one checks the current password). */
export function changePasswordRules(userId: string): ThrottleRule[] {
  return [{ key: `change-password:user:${userId}`, limit: 10, windowSeconds: 900 }];
}

/**
 * Routes that set the cloud bot to work on LinkedIn (log in, check the session): per user account,
 * 10 logins and 20 connection checks per 15 minutes.
 */
export function botTriggerRules(kind: 'login' | 'check-connection', userId: string): ThrottleRule[] {
  const limit = kind === 'login' ? 10 : 20;
  return [{ key: `bot:${kind}:user:${userId}`, limit, windowSeconds: 900 }];
}

export const THROTTLE_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';
