import type { AppError } from '@outreach/shared/errors';
import { describe, expect, it } from 'vitest';
import { uniqueEmail, uniqueIp } from '../support/api.ts';
import { domainDeps } from '../support/domain.ts';

// The throttle's exact counts and back-off (issue #7), against the runtime's DynamoDB Local with a
// private clock: the product clock that other test files move would close windows mid-test.
async function throttle() {
  const deps = await domainDeps();
  const { hit, signInRules, signUpRules, changePasswordRules, botTriggerRules } = await import(
    '@outreach/functions/domain/security/throttle'
  );
  // The top of a day, so the 15-minute, hourly and daily windows all start together.
  let now = Math.ceil(deps.clock.now() / 86_400_000) * 86_400_000 + 1000;
  const own = { ...deps, clock: { now: () => now, wallNow: () => now } };
  type Rules = Parameters<typeof hit>[1];
  /** Outcomes of `n` attempts: 'ok' or the status of the refusal. */
  const attempts = async (rules: Rules, n: number) => {
    const out: Array<'ok' | number> = [];
    for (let i = 0; i < n; i++) {
      out.push(
        await hit(own, rules, 'slow down').then(
          () => 'ok' as const,
          (e: AppError) => e.statusCode,
        ),
      );
    }
    return out;
  };
  const advance = (ms: number) => {
    now += ms;
  };
  return { attempts, advance, signInRules, signUpRules, changePasswordRules, botTriggerRules };
}

const ok = (n: number) => Array<'ok'>(n).fill('ok');

describe('throttle rules', () => {
  it('sign-in backs off for one email from one IP: 10 per 15 min, 20 per hour, 40 per day', async () => {
    const t = await throttle();
    const rules = t.signInRules(uniqueEmail(), uniqueIp());
    expect(await t.attempts(rules, 11)).toEqual([...ok(10), 429]);
    t.advance(15 * 60_000);
    // 11 counted this hour (the refused one too): 9 more reach the hourly 20.
    expect(await t.attempts(rules, 10)).toEqual([...ok(9), 429]);
    t.advance(15 * 60_000);
    expect(await t.attempts(rules, 1)).toEqual([429]);
    t.advance(30 * 60_000); // the next hour
    expect(await t.attempts(rules, 10)).toEqual([...ok(10)]);
    t.advance(3_600_000);
    // 32 counted today (refusals too): 8 more reach the daily 40.
    expect(await t.attempts(rules, 10)).toEqual([...ok(8), 429, 429]);
    t.advance(86_400_000);
    expect(await t.attempts(rules, 1)).toEqual(ok(1));
  });

  it('sign-in: the same email from another IP has its own count; one IP has 50 in all', async () => {
    const t = await throttle();
    const email = uniqueEmail();
    const attacker = uniqueIp();
    expect(await t.attempts(t.signInRules(email, attacker), 11)).toEqual([...ok(10), 429]);
    expect(await t.attempts(t.signInRules(email, uniqueIp()), 1)).toEqual(ok(1));
    const sprayer = uniqueIp();
    const out: Array<'ok' | number> = [];
    for (let i = 0; i < 51; i++) out.push(...(await t.attempts(t.signInRules(uniqueEmail(), sprayer), 1)));
    expect(out).toEqual([...ok(50), 429]);
  });

  it('sign-up: 20 per IP per hour', async () => {
    const t = await throttle();
    const rules = t.signUpRules(uniqueIp());
    expect(await t.attempts(rules, 21)).toEqual([...ok(20), 429]);
    t.advance(3_600_000);
    expect(await t.attempts(rules, 1)).toEqual(ok(1));
  });

  it('change-password: 10 per user per 15 minutes; bot logins 10 and connection checks 20', async () => {
    const t = await throttle();
    const user = `u-${uniqueIp()}`;
    expect(await t.attempts(t.changePasswordRules(user), 11)).toEqual([...ok(10), 429]);
    expect(await t.attempts(t.botTriggerRules('login', user), 11)).toEqual([...ok(10), 429]);
    expect(await t.attempts(t.botTriggerRules('check-connection', user), 21)).toEqual([...ok(20), 429]);
    t.advance(15 * 60_000);
    expect(await t.attempts(t.changePasswordRules(user), 1)).toEqual(ok(1));
  });
});
