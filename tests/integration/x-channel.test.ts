import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, signUp } from '../support/api.ts';
import { connectX, passXConsent, uniqueHandle, xSandbox, xSandboxPost } from '../support/x.ts';

// The X channel (issue #13): the X sandbox and connecting an X account with the spec's PIN flow.
describe('X sandbox', () => {
  it('is listed in /_local/info with its seeded handles', async () => {
    const x = await xSandbox();
    expect(x.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(x.handles).toContain('@ada_builds');
  });

  it('runs OAuth 2.0 with PKCE and answers 429 with X rate-limit headers once a window is spent', async () => {
    // Prepare: our own client run of the flow, with a users/me window of one call
    const x = await xSandbox();
    const handle = uniqueHandle('rl');
    await xSandboxPost('/_sandbox/accounts', { username: handle });
    await xSandboxPost(`/_sandbox/accounts/${handle}/limits`, { me: 1 });
    const verifier = randomBytes(32).toString('base64url');
    const authUrl = new URL('/i/oauth2/authorize', x.url);
    authUrl.search = new URLSearchParams({
      response_type: 'code',
      client_id: 'outreach-x-local-client',
      redirect_uri: 'oob',
      scope: 'tweet.read users.read offline.access',
      state: 'abc',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    }).toString();
    const basic = `Basic ${Buffer.from('outreach-x-local-client:outreach-x-local-secret').toString('base64')}`;
    const exchange = (code: string, code_verifier: string) =>
      fetch(`${x.url}/2/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: 'oob',
          code_verifier,
        }),
      });
    // Act / Assess: a wrong verifier is refused, and the code is spent by that attempt
    const pin1 = await passXConsent(authUrl.href, handle);
    const wrong = await exchange(pin1, 'not-the-verifier');
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toBe('invalid_request');
    expect((await exchange(pin1, verifier)).status).toBe(400);
    const pin2 = await passXConsent(authUrl.href, handle);
    const tokens = await (await exchange(pin2, verifier)).json();
    expect(tokens).toMatchObject({ token_type: 'bearer', expires_in: 7200 });
    expect(tokens.refresh_token).toBeTruthy();
    const me = () =>
      fetch(`${x.url}/2/users/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    const first = await me();
    expect(first.status).toBe(200);
    expect((await first.json()).data.username).toBe(handle);
    const limited = await me();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('x-rate-limit-limit')).toBe('1');
    expect(limited.headers.get('x-rate-limit-remaining')).toBe('0');
    expect(Number(limited.headers.get('x-rate-limit-reset'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ title: 'Too Many Requests', status: 429 });
  });
});

describe('connecting X', () => {
  it('connects with the PIN, keeps the tokens out of every answer, and disconnects', async () => {
    // Prepare
    const { token } = await signUp();
    const handle = uniqueHandle('conn');
    expect((await api('GET', '/twitter/details/user', { token })).body).toBeNull();
    // Act
    const connected = await connectX(token, handle);
    // Assess
    expect(connected.status).toBe(200);
    expect(connected.body).toMatchObject({ username: handle, status: 'connected', error: null });
    const details = await api('GET', '/twitter/details/user', { token });
    expect(details.body).toMatchObject({ username: handle, name: handle, status: 'connected' });
    expect(details.body.imageUrl).toMatch(/^https:\/\//);
    expect(JSON.stringify(details.body)).not.toMatch(/token/i);
    expect((await api('GET', '/users/me', { token })).body.isTwitterActive).toBe(true);
    const removed = await api('DELETE', '/twitter', { token });
    expect(removed.body).toEqual({ success: true });
    expect((await api('GET', '/twitter/details/user', { token })).body).toBeNull();
    expect((await api('GET', '/users/me', { token })).body.isTwitterActive).toBe(false);
  });

  it("connects through the code page (AWS's callback URL): X's code becomes a 7-digit PIN, one try per code", async () => {
    // Prepare: the sign-in starts; X answers a code (the sandbox's oob page shows it as X would put it
    // in the callback URL's query) with our state
    const { token } = await signUp();
    const handle = uniqueHandle('codepage');
    const codeOf = async () => {
      const start = await api('GET', '/twitter/auth-url', { token });
      const state = new URL(start.body.url).searchParams.get('state') as string;
      return { code: await passXConsent(start.body.url, handle), state };
    };
    const first = await codeOf();

    // Act / Assess: a state that is not the flow's, or bad input, is refused without a PIN
    const forged = await api('POST', '/twitter/code', {
      body: { code: first.code, state: `${first.state}x` },
    });
    expect(forged).toMatchObject({ status: 400, body: { statusCode: 400 } });
    expect((await api('POST', '/twitter/code', { body: { code: '' } })).status).toBe(400);
    const page = await api('POST', '/twitter/code', { body: first });
    expect(page.status).toBe(200);
    expect(page.body.pin).toMatch(/^\d{7}$/);
    // A wrong PIN ends this sign-in; a new one goes through with the page's PIN.
    const wrong = String((Number(page.body.pin) + 1) % 10_000_000).padStart(7, '0');
    expect((await api('POST', '/twitter/verify-login', { token, body: { pin: wrong } })).status).toBe(400);
    expect((await api('POST', '/twitter/verify-login', { token, body: { pin: page.body.pin } })).status).toBe(
      400,
    );
    const second = await codeOf();
    const pin = (await api('POST', '/twitter/code', { body: second })).body.pin as string;
    const connected = await api('POST', '/twitter/verify-login', { token, body: { pin } });
    expect(connected).toMatchObject({ status: 200, body: { username: handle, status: 'connected' } });
    // The flow is used once: the same state finds nothing.
    expect((await api('POST', '/twitter/code', { body: second })).status).toBe(400);
  });

  it("answers the spec's PIN messages, and refuses a wrong or replayed PIN with a 400", async () => {
    // Prepare
    const { token } = await signUp();
    const cases: [string, string][] = [
      ['', 'Please enter a pin'],
      ['12345', 'Pin must 7 characters long'],
      ['12a4567', 'Please enter only numbers'],
    ];
    // Act / Assess
    for (const [pin, message] of cases) {
      const res = await api('POST', '/twitter/verify-login', { token, body: { pin } });
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual([message]);
    }
    const noFlow = await api('POST', '/twitter/verify-login', { token, body: { pin: '1234567' } });
    expect(noFlow.status).toBe(400);
    expect(noFlow.body.message).toBe('Your X sign-in expired. Please click "Sign in with X" again.');
    const start = await api('GET', '/twitter/auth-url', { token });
    const pin = await passXConsent(start.body.url, uniqueHandle('pin'));
    const wrong = String((Number(pin) % 9_000_000) + 1_000_000).padStart(7, '1');
    const bad = await api('POST', '/twitter/verify-login', {
      token,
      body: { pin: wrong === pin ? '1000000' : wrong },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(
      'This PIN is not valid. Please sign in with X again and enter the new PIN.',
    );
    // The flow was spent by that attempt: the right PIN needs a new sign-in.
    expect((await api('POST', '/twitter/verify-login', { token, body: { pin } })).status).toBe(400);
  });

  it('keeps one X account per user and team: another user cannot use a PIN of my sign-in', async () => {
    // Prepare
    const a = await signUp();
    const b = await signUp();
    const start = await api('GET', '/twitter/auth-url', { token: a.token });
    const pin = await passXConsent(start.body.url, uniqueHandle('own'));
    // Act
    const stolen = await api('POST', '/twitter/verify-login', { token: b.token, body: { pin } });
    // Assess
    expect(stolen.status).toBe(400);
    expect((await api('POST', '/twitter/verify-login', { token: a.token, body: { pin } })).status).toBe(200);
    expect((await api('GET', '/twitter/details/user', { token: b.token })).body).toBeNull();
  });
});

describe('X token refresh', () => {
  it('refreshes once when several callers find the token expired together: none takes the account for broken', async () => {
    const { newSession } = await import('../support/outreach.ts');
    const { domainDeps } = await import('../support/domain.ts');
    const s = await newSession({ linkedIn: false });
    expect((await connectX(s.token(), uniqueHandle('rf'))).status).toBe(200);
    const deps = await domainDeps();
    const { xAccess } = await import('@outreach/functions/domain/twitter/x-access');
    const { xSecretContext } = await import('@outreach/functions/domain/twitter/x-account-view');
    const key = { teamId: s.teamId, userId: s.userId };
    // The stored access token expired (as after two hours of product time), without moving the clock.
    const row = (await deps.db.entities.xAccount.get(key).go()).data!;
    const secret = JSON.parse(await deps.secrets.decrypt(row.secretEnc, xSecretContext(key)));
    const secretEnc = await deps.secrets.encrypt(
      JSON.stringify({ ...secret, expiresAt: 0 }),
      xSecretContext(key),
    );
    await deps.db.entities.xAccount.patch(key).set({ secretEnc }).go();

    // X rotates refresh tokens: a second refresh with the same one is refused.
    const got = await Promise.all(Array.from({ length: 4 }, () => xAccess(deps, key)));

    expect(new Set(got.map((g) => g.accessToken)).size).toBe(1);
    expect(got[0].accessToken).not.toBe(secret.accessToken);
    const after = (await deps.db.entities.xAccount.get(key).go()).data!;
    expect(after).toMatchObject({ status: 'connected', tokenVersion: row.tokenVersion + 1 });
    expect(after.refreshingUntil).toBeUndefined();
    // The grant is alive: the product reads the user's X profile with the new token.
    expect((await s.call('GET', '/twitter/details/user')).status).toBe(200);
  });
});
