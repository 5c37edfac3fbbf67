import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leadXHandle, parseXHandle, X_HANDLE_PATTERN, xDeferUntil } from './x-steps.ts';

describe('parseXHandle', () => {
  it.each([
    ['@ada_builds', 'ada_builds'],
    ['ada_builds', 'ada_builds'],
    ['  @Grace_Ships ', 'Grace_Ships'],
    ['https://x.com/ada_builds', 'ada_builds'],
    ['https://twitter.com/ada_builds/status/123', 'ada_builds'],
    ['x.com/ada_builds?s=20', 'ada_builds'],
    ['http://www.twitter.com/@ada_builds', 'ada_builds'],
  ])('reads %s', (input, handle) => {
    expect(parseXHandle(input)).toBe(handle);
  });

  it.each([
    '',
    'not a handle',
    '@',
    'far_too_long_handle_name',
    'https://x.com/home',
    'https://x.com/i/flow/login',
    'https://example.com/ada_builds',
    'ada@example.com',
  ])('refuses %j', (input) => {
    expect(parseXHandle(input)).toBeNull();
  });

  it('answers only valid handles, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const h = parseXHandle(s);
        return h === null || X_HANDLE_PATTERN.test(h);
      }),
    );
  });
});

describe('leadXHandle', () => {
  it('prefers the person, then the known CSV columns', () => {
    expect(leadXHandle({ twitterHandle: '@ada_builds' }, { csv_twitter: 'grace_ships' })).toBe('ada_builds');
    expect(leadXHandle({}, { csv_xhandle: '@grace_ships' })).toBe('grace_ships');
    expect(leadXHandle(null, { csv_twitterurl: 'https://twitter.com/alan_thinks' })).toBe('alan_thinks');
    expect(leadXHandle({}, { csv_email: 'ada@example.com' })).toBeNull();
    expect(leadXHandle(undefined, undefined)).toBeNull();
  });
});

describe('xDeferUntil', () => {
  it("keeps X's reset between one minute and 25 hours from now", () => {
    const now = 1_000_000;
    expect(xDeferUntil(now + 10 * 60_000, now)).toBe(now + 10 * 60_000);
    expect(xDeferUntil(now - 5_000, now)).toBe(now + 60_000);
    expect(xDeferUntil(now + 48 * 3_600_000, now)).toBe(now + 25 * 3_600_000);
    expect(xDeferUntil(undefined, now)).toBe(now + 15 * 60_000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 0, max: 2 ** 40 }), (r, n) => {
        const at = xDeferUntil(r, n);
        return at >= n + 60_000 && at <= n + 25 * 3_600_000;
      }),
    );
  });
});
