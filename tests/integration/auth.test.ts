import { describe, expect, it } from 'vitest';
import {
  api,
  baseUrl,
  linkFromMail,
  PASSWORD,
  refreshCookieOf,
  signUp,
  uniqueEmail,
  uniqueIp,
} from '../support/api.ts';
import { advanceClock, clockNow } from '../support/outreach.ts';

describe('sign-up (spec 1 §5, §8)', () => {
  it('creates an owner on a trial team and mails a verification link', async () => {
    const email = uniqueEmail();
    const res = await api('POST', '/auth/sign-up', {
      body: {
        email,
        password: PASSWORD,
        firstName: 'Ada',
        lastName: 'Lovelace',
        utmSource: 'test',
        pageCounter: 3,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.authToken.split('.')).toHaveLength(3);
    const me = await api('GET', '/users/me', { token: res.body.authToken });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email,
      firstName: 'Ada',
      isEmailVerified: false,
      isWalkthroughCompleted: false,
      havePassword: true,
    });
    expect(me.body.team).toMatchObject({ plan: 'trial', seats: 5, teamUser: { role: 'owner' } });
    expect(me.body).not.toHaveProperty('passwordHash');
    expect(await linkFromMail(email, '/verify-email/')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  });

  it('refuses an existing email with the spec message', async () => {
    const { email } = await signUp();
    const res = await api('POST', '/auth/sign-up', {
      body: { email: email.toUpperCase(), password: PASSWORD, firstName: 'A', lastName: 'B' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'Bad Request',
      message: 'User already exists. Please click here to login',
      statusCode: 400,
    });
  });

  it('answers weak passwords with the spec messages and writes nothing', async () => {
    const email = uniqueEmail();
    const res = await api('POST', '/auth/sign-up', {
      body: { email, password: 'ab d', firstName: 'A', lastName: 'B' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Please enter a password at least 6 characters long');
    expect(res.body.message).toContain(
      'Please enter a password that contains at least 1 uppercase letter, lowercase letter, number and special symbol',
    );
    const signIn = await api('POST', '/auth/sign-in', { body: { email, password: PASSWORD } });
    expect(signIn.status).toBe(404);
  });

  it('two racing sign-ups with one email create one account', async () => {
    const email = uniqueEmail('race');
    const body = { email, password: PASSWORD, firstName: 'R', lastName: 'C' };
    const results = await Promise.all([1, 2, 3].map(() => api('POST', '/auth/sign-up', { body })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400)).toHaveLength(2);
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await api('POST', '/auth/sign-up', { raw: '{"email":' });
    expect(res.status).toBe(400);
    expect(res.body.statusCode).toBe(400);
  });
});

describe('sign-in (spec 1 §8)', () => {
  it('signs in and answers the three spec errors', async () => {
    const { email } = await signUp();
    const ok = await api('POST', '/auth/sign-in', { body: { email, password: PASSWORD } });
    expect(ok.status).toBe(200);
    expect(ok.body.authToken).toBeTruthy();
    const wrong = await api('POST', '/auth/sign-in', { body: { email, password: 'Wrong1!x' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(
      'Something went wrong. If you signed up with gmail or microsoft, please make sure to login with that method.',
    );
    const unknown = await api('POST', '/auth/sign-in', {
      body: { email: uniqueEmail('nobody'), password: PASSWORD },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("User doesn't exists. Please click here to create a new account");
  });

  it('throttles repeated attempts on one email with a 429', async () => {
    const { email } = await signUp();
    // From an address of its own: every other file signs in from 127.0.0.1, whose own limit (50 per
    // 15 minutes, all emails) a full run can reach before this test. And inside one 15-minute window:
    // the counters are fixed windows, so 12 attempts across a window's end would count in two.
    const ip = uniqueIp();
    const windowMs = 15 * 60_000;
    const leftInWindow = windowMs - ((await clockNow()) % windowMs);
    if (leftInWindow < 60_000) await advanceClock(leftInWindow);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (await api('POST', '/auth/sign-in', { ip, body: { email, password: 'Wrong1!x' } })).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('sessions', () => {
  it('refreshes with the cookie, rotates it, survives a lost answer, and refuses a stolen old secret', async () => {
    const { token, refreshCookie: c0 } = await signUp();
    const r1 = await api('POST', '/auth/refresh', { cookie: c0 });
    expect(r1.status).toBe(200);
    expect(r1.body.authToken).not.toBe(token);
    const c1 = refreshCookieOf(r1.headers);
    expect(c1).not.toBe(c0);
    // The browser never got r1 (it navigated away): the parent still works while c1 is unused.
    const r2 = await api('POST', '/auth/refresh', { cookie: c0 });
    expect(r2.status).toBe(200);
    const c2 = refreshCookieOf(r2.headers);
    expect(new Set([c0, c1, c2]).size).toBe(3);
    // The browser kept c1 after all: using it settles which one it has, and the others die.
    const r3 = await api('POST', '/auth/refresh', { cookie: c1 });
    expect(r3.status).toBe(200);
    const c3 = refreshCookieOf(r3.headers);
    // Now c0 is two rotations old: that is a stolen secret, and the whole session is revoked.
    expect((await api('POST', '/auth/refresh', { cookie: c0 })).status).toBe(401);
    expect((await api('POST', '/auth/refresh', { cookie: c3 })).status).toBe(401);
    expect((await api('POST', '/auth/refresh', { cookie: c2 })).status).toBe(401);
    expect((await api('GET', '/users/me', { token: r3.body.authToken })).status).toBe(401);
  });

  it('parallel refreshes with one secret all succeed, and whichever cookie the browser kept works', async () => {
    const { refreshCookie } = await signUp();
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => api('POST', '/auth/refresh', { cookie: refreshCookie })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const kept = refreshCookieOf(answers[1]!.headers);
    const next = await api('POST', '/auth/refresh', { cookie: kept });
    expect(next.status).toBe(200);
    expect((await api('GET', '/users/me', { token: next.body.authToken })).status).toBe(200);
  });

  it('logout revokes the access token at once', async () => {
    const { token, refreshCookie } = await signUp();
    expect((await api('GET', '/users/me', { token })).status).toBe(200);
    const out = await api('POST', '/auth/logout', { token, cookie: refreshCookie });
    expect(out.status).toBe(200);
    expect((await api('GET', '/users/me', { token })).status).toBe(401);
    expect((await api('POST', '/auth/refresh', { cookie: refreshCookie })).status).toBe(401);
  });

  it('rejects missing, forged and garbage tokens', async () => {
    expect((await api('GET', '/users/me')).status).toBe(401);
    expect((await api('GET', '/users/me', { token: 'abc.def.ghi' })).status).toBe(401);
    const { token } = await signUp();
    const [h, p] = token.split('.');
    expect((await api('GET', '/users/me', { token: `${h}.${p}.AAAA` })).status).toBe(401);
  });
});

describe('email verification (spec 1 §2 link states)', () => {
  it('verifies once, then answers bad_request; resend is refused once verified', async () => {
    const { email, token } = await signUp();
    const code = await linkFromMail(email, '/verify-email/');
    expect((await api('PATCH', `/auth/verify-email/${code}`)).body).toEqual({ status: 'success' });
    expect((await api('GET', '/users/me', { token })).body.isEmailVerified).toBe(true);
    expect((await api('PATCH', `/auth/verify-email/${code}`)).body).toEqual({ status: 'bad_request' });
    expect((await api('POST', '/auth/send-verification-link', { token })).body).toEqual({
      status: 'resend_link_invalid',
    });
  });

  it('a link older than 24 hours is expired', async () => {
    const { email } = await signUp();
    const code = await linkFromMail(email, '/verify-email/');
    await fetch(`${baseUrl()}/_local/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 25 * 3600_000 }),
    });
    expect((await api('PATCH', `/auth/verify-email/${code}`)).body).toEqual({ status: 'expired' });
  });
});

describe('passwords', () => {
  it('forgot → mail → set new password signs out old sessions', async () => {
    const { email, token } = await signUp();
    expect((await api('POST', '/auth/forgot-password', { body: { email } })).status).toBe(200);
    const reset = await linkFromMail(email, '/reset-password/');
    const mismatch = await api('PATCH', `/auth/set-new-password/${reset}`, {
      body: { password: 'N3w!pass', passwordConfirmation: 'other' },
    });
    expect(mismatch.status).toBe(400);
    const ok = await api('PATCH', `/auth/set-new-password/${reset}`, {
      body: { password: 'N3w!pass', passwordConfirmation: 'N3w!pass' },
    });
    expect(ok.status).toBe(200);
    expect((await api('GET', '/users/me', { token })).status).toBe(401);
    expect((await api('POST', '/auth/sign-in', { body: { email, password: 'N3w!pass' } })).status).toBe(200);
    expect(
      (
        await api('PATCH', `/auth/set-new-password/${reset}`, {
          body: { password: 'An0ther!', passwordConfirmation: 'An0ther!' },
        })
      ).status,
    ).toBe(400);
  });

  it('forgot-password answers the same for unknown emails', async () => {
    const res = await api('POST', '/auth/forgot-password', { body: { email: uniqueEmail('ghost') } });
    expect(res.status).toBe(200);
  });

  it("change-password says 'Current password invalid' on a wrong current password", async () => {
    const { email, token } = await signUp();
    const bad = await api('POST', '/users/change-password', {
      token,
      body: { currentPassword: 'nope', newPassword: 'N3w!pass' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Current password invalid');
    const ok = await api('POST', '/users/change-password', {
      token,
      body: { currentPassword: PASSWORD, newPassword: 'N3w!pass' },
    });
    expect(ok.status).toBe(200);
    expect((await api('GET', '/users/me', { token })).status).toBe(200);
    expect((await api('POST', '/auth/sign-in', { body: { email, password: 'N3w!pass' } })).status).toBe(200);
  });
});

describe('profile and features', () => {
  it('completes the walkthrough, sets the language and reads features', async () => {
    const { token } = await signUp();
    const done = await api('PATCH', '/users/me/complete-walkthrough', { token });
    expect(done.body.isWalkthroughCompleted).toBe(true);
    expect((await api('PATCH', '/users/language', { token, body: { language: 'de' } })).body).toEqual({
      language: 'de',
    });
    expect((await api('PATCH', '/users/language', { token, body: { language: 'xx' } })).status).toBe(400);
    const features = await api('GET', '/me/features', { token });
    expect(features.status).toBe(200);
    const inbox = features.body.find((f: { uniqueKey: string }) => f.uniqueKey === 'inbox');
    expect(inbox).toEqual({ uniqueKey: 'inbox', enabled: true });
    expect(features.body.length).toBeGreaterThanOrEqual(50);
    expect((await api('GET', '/users/me/real', { token })).body).toBeNull();
  });
});
