import { COUNTRY_LOCKED_MESSAGE } from '@outreach/shared/rules/linkedin-bot';
import { describe, expect, it } from 'vitest';
import {
  type ApiResponse,
  advanceClock,
  api,
  PASSWORD,
  refreshCookieOf,
  signUp,
  uniqueEmail,
  uniqueIp,
} from '../support/api.ts';
import { domainDeps } from '../support/domain.ts';
import { newSession } from '../support/outreach.ts';

// Issue #7 "Make main trustworthy": sessions, input caps and throttles over HTTP.
const TOO_MANY = {
  error: 'Too Many Requests',
  message: 'Too many attempts. Please wait a few minutes and try again.',
  statusCode: 429,
};

describe('a bad token on a public route means anonymous', () => {
  it('logout with an expired access token still revokes the refresh session', async () => {
    const { token, refreshCookie } = await signUp();
    await advanceClock(16 * 60_000); // the 15-minute access token is now expired
    expect((await api('GET', '/users/me', { token })).status).toBe(401);
    const out = await api('POST', '/auth/logout', { token, cookie: refreshCookie });
    expect(out.status).toBe(200);
    expect(refreshCookieOf(out.headers)).toBe('refresh=');
    expect((await api('POST', '/auth/refresh', { cookie: refreshCookie })).status).toBe(401);
  });

  it('logout revokes only when the refresh cookie carries the session secret', async () => {
    const { refreshCookie } = await signUp();
    const [userId, sessionId] = refreshCookie.slice('refresh='.length).split('.');
    const forged = `refresh=${userId}.${sessionId}.not-the-secret`;
    expect((await api('POST', '/auth/logout', { cookie: forged })).status).toBe(200);
    expect((await api('POST', '/auth/refresh', { cookie: refreshCookie })).status).toBe(200);
  });

  it('sign-in and forgot-password work with a garbage or stale bearer token', async () => {
    const { email, token } = await signUp();
    await api('POST', '/auth/logout', { token });
    for (const bad of [token, 'abc.def.ghi']) {
      const res = await api('POST', '/auth/sign-in', { token: bad, body: { email, password: PASSWORD } });
      expect(res.status).toBe(200);
      expect((await api('POST', '/auth/forgot-password', { token: bad, body: { email } })).status).toBe(200);
    }
    // A private route still refuses the same token.
    expect((await api('GET', '/users/me', { token: 'abc.def.ghi' })).status).toBe(401);
  });
});

describe('length caps before any regex or key', () => {
  const long = `${'a'.repeat(3000)}@example.test`;

  it('a 3 KB email on sign-in, sign-up and forgot-password answers 400, not 500', async () => {
    const ip = uniqueIp();
    const signIn = await api('POST', '/auth/sign-in', { body: { email: long, password: PASSWORD }, ip });
    expect(signIn.status).toBe(400);
    expect(signIn.body).toEqual({
      error: 'Bad Request',
      message: ['Please enter a valid email'],
      statusCode: 400,
    });
    const forgot = await api('POST', '/auth/forgot-password', { body: { email: long }, ip });
    expect(forgot.status).toBe(400);
    const up = await api('POST', '/auth/sign-up', {
      body: { email: long, password: PASSWORD, firstName: 'A', lastName: 'B' },
      ip,
    });
    expect(up.status).toBe(400);
  });

  it('a 50,000-character pathological email on update-credentials answers 400 at once', async () => {
    const s = await newSession();
    const res = await s.call('PATCH', '/linked-in/update-credentials', {
      email: `a@${'a.'.repeat(25_000)}@`,
      password: 'x',
      countryCode: 'US',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(['Please enter valid email address']);
  });
});

/**
 * Sends `send` until it is refused with 429 and checks the first `limit` calls passed with `passStatus`.
 * Windows follow the product clock, which other test files move forward: a window that closes
 * meanwhile can only postpone the refusal, never bring it earlier (exact counts: throttle.test.ts).
 */
async function expectRefusedAfter(limit: number, passStatus: number, send: () => Promise<ApiResponse>) {
  const statuses: number[] = [];
  let last: ApiResponse | undefined;
  while (statuses.length < 4 * (limit + 1)) {
    last = await send();
    statuses.push(last.status);
    if (last.status === 429) break;
  }
  expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(passStatus));
  expect(last?.status).toBe(429);
  expect(last?.body).toEqual(TOO_MANY);
  expect(statuses.slice(limit, -1).every((s) => s === passStatus)).toBe(true);
}

describe('throttling (429 in the error shape)', () => {
  it('sign-up: 20 accounts per client IP per hour', async () => {
    const ip = uniqueIp();
    await expectRefusedAfter(20, 201, () =>
      api('POST', '/auth/sign-up', {
        body: { email: uniqueEmail('burst'), password: PASSWORD, firstName: 'B', lastName: 'U' },
        ip,
      }),
    );
    // Another client is not affected.
    expect((await signUp()).token).toBeTruthy();
  });

  it('sign-in: attempts from another IP do not lock the victim out', async () => {
    const { email } = await signUp();
    const attacker = uniqueIp();
    await expectRefusedAfter(10, 401, () =>
      api('POST', '/auth/sign-in', { body: { email, password: 'Wrong1!x' }, ip: attacker }),
    );
    const victim = await api('POST', '/auth/sign-in', {
      body: { email, password: PASSWORD },
      ip: uniqueIp(),
    });
    expect(victim.status).toBe(200);
  });

  it('sign-in: each IP has 50 attempts per 15 minutes across emails', async () => {
    const ip = uniqueIp();
    await expectRefusedAfter(50, 404, () =>
      api('POST', '/auth/sign-in', { body: { email: uniqueEmail('spray'), password: PASSWORD }, ip }),
    );
  });

  // newSession signs in again when another test file's clock move expired the access token.
  it('change-password: 10 attempts per user per 15 minutes', async () => {
    const s = await newSession();
    const body = { currentPassword: 'Wrong1!x', newPassword: 'N3w!pass' };
    await expectRefusedAfter(10, 400, () => s.call('POST', '/users/change-password', body));
  });

  it('check-connection: 20 per account per 15 minutes', async () => {
    // No LinkedIn account: each call answers at once instead of waiting for a bot (none runs here).
    const s = await newSession({ linkedIn: false });
    await expectRefusedAfter(20, 200, () => s.call('GET', '/linked-in/check-connection'));
  });

  it('update-credentials: 10 per account per 15 minutes', async () => {
    const s = await newSession();
    // Prepare: a connected LinkedIn account in the US, so a change of country is refused at once
    // (no bot runs in this suite) while each call still counts.
    const deps = await domainDeps();
    const t = deps.clock.now();
    await deps.db.entities.linkedInAccount
      .put({
        teamId: s.teamId,
        userId: s.userId,
        email: 'li@example.test',
        countryCode: 'US',
        credentialsEnc: 'x',
        isLoginValid: true,
        createdAt: t,
        updatedAt: t,
      })
      .go();
    const body = { email: 'li@example.test', password: 'x', countryCode: 'DE' };
    const first = await s.call('PATCH', '/linked-in/update-credentials', body);
    expect(first.body.message).toBe(COUNTRY_LOCKED_MESSAGE);
    await expectRefusedAfter(9, 400, () => s.call('PATCH', '/linked-in/update-credentials', body));
  });
});
