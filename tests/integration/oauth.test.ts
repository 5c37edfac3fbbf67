import { describe, expect, it } from 'vitest';
import { api, linkFromMail, PASSWORD, uniqueEmail } from '../support/api.ts';
import { passIdentityProvider, startFlow } from '../support/oidc.ts';

// Issue #7: the Google and Microsoft code flows carry state, nonce and PKCE, bound to the browser by a
// signed httpOnly cookie, and need a verified email. The local providers are real oidc-provider servers.
const FAILED = 'The sign-in with this provider failed. Please try again.';
const spaState = encodeURIComponent('/auth/signup?provider=google&mode=signup');

async function googleCode(email: string, tamper?: (u: URL) => void) {
  const flow = await startFlow('google', spaState);
  const auth = new URL(flow.url);
  tamper?.(auth);
  const back = await passIdentityProvider(auth.href, email);
  return { ...flow, code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
}

const signUpGoogle = (f: { code: string; state?: string; cookie?: string }) =>
  api('POST', '/auth/sign-up/google', {
    body: { authorizationCode: f.code, ...(f.state === undefined ? {} : { state: f.state }) },
    cookie: f.cookie,
  });

describe('OAuth code flow (state, nonce, PKCE, verified email)', () => {
  it('the provider URL asks for S256 PKCE, a nonce and a random state; the flow cookie is httpOnly', async () => {
    const res = await api('GET', `/auth/google/code-url?state=${encodeURIComponent(spaState)}`);
    const url = new URL(res.body.url);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    const state = url.searchParams.get('state')!;
    expect(state.startsWith('.')).toBe(false);
    expect(state.slice(0, state.indexOf('.'))).toMatch(/^[\w-]{20,}$/);
    expect(state.slice(state.indexOf('.') + 1)).toBe(spaState);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('oauth_google='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/v1\/auth/);
    // Two flows never share a state.
    const other = new URL(
      (await api('GET', `/auth/google/code-url?state=${encodeURIComponent(spaState)}`)).body.url,
    );
    expect(other.searchParams.get('state')).not.toBe(url.searchParams.get('state'));
  });

  it('signs up with the right state and cookie, and the flow cannot be replayed', async () => {
    const email = uniqueEmail('oauth');
    const f = await googleCode(email);
    const ok = await signUpGoogle(f);
    expect(ok.status).toBe(200);
    expect(ok.headers.getSetCookie().some((c) => c.startsWith('oauth_google=;'))).toBe(true);
    const me = await api('GET', '/users/me', { token: ok.body.authToken });
    expect(me.body).toMatchObject({ email, isEmailVerified: true });
    expect((await signUpGoogle(f)).status).toBe(401); // the provider's code is spent
  });

  it('refuses a missing or wrong state, and a flow started in another browser', async () => {
    const f = await googleCode(uniqueEmail('oauth'));
    for (const bad of [
      { ...f, state: undefined },
      { ...f, state: `${f.state}x` },
      { ...f, cookie: undefined },
      { ...f, cookie: (await startFlow('google', spaState)).cookie }, // the victim's own flow cookie
    ]) {
      const res = await signUpGoogle(bad);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Unauthorized', message: FAILED, statusCode: 401 });
    }
    // None of them used the code up: the genuine call still succeeds.
    expect((await signUpGoogle(f)).status).toBe(200);
  });

  it('refuses a forged flow cookie', async () => {
    const f = await googleCode(uniqueEmail('oauth'));
    const [name, jwt] = f.cookie.split('=');
    const [h, p] = jwt.split('.');
    expect((await signUpGoogle({ ...f, cookie: `${name}=${h}.${p}.AAAA` })).status).toBe(401);
  });

  it('refuses an ID token whose nonce is not the flow’s', async () => {
    const f = await googleCode(uniqueEmail('oauth'), (u) =>
      u.searchParams.set('nonce', 'someone-elses-nonce'),
    );
    const res = await signUpGoogle(f);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(FAILED);
  });

  it('refuses a code issued for another PKCE challenge', async () => {
    const other = new URL((await startFlow('google', spaState)).url).searchParams.get('code_challenge')!;
    const f = await googleCode(uniqueEmail('oauth'), (u) => u.searchParams.set('code_challenge', other));
    expect((await signUpGoogle(f)).status).toBe(401);
  });

  it('refuses an email the provider has not verified', async () => {
    const email = uniqueEmail('oauth+unverified');
    const f = await googleCode(email);
    const res = await signUpGoogle(f);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'This provider has not verified your email address. Please verify it there first.',
    );
    const signIn = await api('POST', '/auth/sign-in', { body: { email, password: PASSWORD } });
    expect(signIn.status).toBe(404); // no account was created
  });

  it('Microsoft runs the same checks', async () => {
    const flow = await startFlow('microsoft', encodeURIComponent('/auth/login?provider=microsoft'));
    const back = await passIdentityProvider(flow.url, uniqueEmail('ms'));
    const code = back.searchParams.get('code')!;
    const state = back.searchParams.get('state')!;
    const wrong = await api('POST', '/auth/sign-up/microsoft', {
      body: { code, state: 'nope' },
      cookie: flow.cookie,
    });
    expect(wrong.status).toBe(401);
    const ok = await api('POST', '/auth/sign-up/microsoft', { body: { code, state }, cookie: flow.cookie });
    expect(ok.status).toBe(200);
  });

  it('a password reset unlinks Google: only the new password signs in', async () => {
    const email = uniqueEmail('oauth');
    expect((await signUpGoogle(await googleCode(email))).status).toBe(200);
    await api('POST', '/auth/forgot-password', { body: { email } });
    const token = await linkFromMail(email, '/reset-password/');
    const reset = await api('PATCH', `/auth/set-new-password/${token}`, {
      body: { password: PASSWORD, passwordConfirmation: PASSWORD },
    });
    expect(reset.status).toBe(200);
    const google = await api('POST', '/auth/sign-in/google', {
      body: { authorizationCode: '', state: '' },
    });
    expect(google.status).toBe(400); // schema: no code
    const f = await googleCode(email);
    const again = await api('POST', '/auth/sign-in/google', {
      body: { authorizationCode: f.code, state: f.state },
      cookie: f.cookie,
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(
      'User registered with a different authentication method. Please try again',
    );
    expect((await api('POST', '/auth/sign-in', { body: { email, password: PASSWORD } })).status).toBe(200);
  });

  it('set-credentials gives a Google account a first password, once; Google still signs in', async () => {
    const email = uniqueEmail('oauth');
    const up = await signUpGoogle(await googleCode(email));
    const token = up.body.authToken as string;
    expect((await api('GET', '/users/me', { token })).body.havePassword).toBe(false);
    const mismatch = await api('PATCH', '/users/set-credentials', {
      token,
      body: { password: PASSWORD, passwordConfirmation: `${PASSWORD}x` },
    });
    expect(mismatch.status).toBe(400);
    expect((await api('GET', '/users/me', { token })).body.havePassword).toBe(false);
    const set = await api('PATCH', '/users/set-credentials', {
      token,
      body: { password: PASSWORD, passwordConfirmation: PASSWORD },
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ message: 'Password set successfully' });
    expect((await api('GET', '/users/me', { token })).body.havePassword).toBe(true);
    expect((await api('POST', '/auth/sign-in', { body: { email, password: PASSWORD } })).status).toBe(200);
    // A second set is refused: the password is changed with the current one.
    const again = await api('PATCH', '/users/set-credentials', {
      token,
      body: { password: 'An0ther!pw', passwordConfirmation: 'An0ther!pw' },
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(
      'You already have a password. Please change it with your current password',
    );
    expect((await api('POST', '/auth/sign-in', { body: { email, password: 'An0ther!pw' } })).status).toBe(
      401,
    );
    const f = await googleCode(email);
    const google = await api('POST', '/auth/sign-in/google', {
      body: { authorizationCode: f.code, state: f.state },
      cookie: f.cookie,
    });
    expect(google.status).toBe(200);
  });
});
