import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './apiClient.ts';
import { ApiError } from './apiError.ts';
import { earlyFetchScript } from './earlyFetch.ts';
import { createCookieTokenStore } from './tokenStore.ts';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(handler: Handler, token: string | null = 'old') {
  const tokens = createCookieTokenStore();
  if (token) tokens.set(token);
  const calls: { url: string; auth: string | undefined; method: string }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    calls.push({ url, auth: headers.Authorization, method: String(init.method) });
    return handler(url, init);
  });
  const onSessionExpired = vi.fn();
  const api = createApiClient({
    tokens,
    fetch: fetch as unknown as typeof globalThis.fetch,
    onSessionExpired,
  });
  return { api, tokens, calls, onSessionExpired };
}

describe('api client', () => {
  it('sends the bearer token and unwraps JSON', async () => {
    // Prepare
    const { api, calls } = setup(() => json(200, { id: 'u1' }));
    // Act
    const me = await api.get<{ id: string }>('/users/me');
    // Assess
    expect(me).toEqual({ id: 'u1' });
    expect(calls[0]).toMatchObject({ url: '/api/v1/users/me', auth: 'Bearer old', method: 'GET' });
  });

  it('on a 401 refreshes once, stores the new token and retries the call', async () => {
    // Prepare
    const { api, tokens, calls, onSessionExpired } = setup((url, init) => {
      if (url.endsWith('/auth/refresh')) return json(200, { authToken: 'new' });
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer new' ? json(200, { ok: true }) : json(401, { message: 'Unauthorized' });
    });
    // Act
    const out = await api.get('/users/me');
    // Assess
    expect(out).toEqual({ ok: true });
    expect(tokens.get()).toBe('new');
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/users/me', '/api/v1/auth/refresh', '/api/v1/users/me']);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('clears the session when the refresh fails', async () => {
    // Prepare
    const { api, tokens, onSessionExpired } = setup((url) =>
      url.endsWith('/auth/refresh')
        ? json(401, { error: 'Unauthorized', message: 'No session', statusCode: 401 })
        : json(401, { error: 'Unauthorized', message: 'Expired', statusCode: 401 }),
    );
    // Act
    const err = (await api.get('/users/me').catch((e: unknown) => e)) as ApiError;
    // Assess
    expect(err).toBeInstanceOf(ApiError);
    expect(err.statusCode).toBe(401);
    expect(tokens.get()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the session check answers 401 and no refresh heals it (realtime logout)', async () => {
    // Prepare: the session was revoked elsewhere.
    const { api, tokens, onSessionExpired } = setup(() => json(401, { message: 'Unauthorized' }));
    // Act
    await api.get('/auth/session').catch(() => undefined);
    // Assess
    expect(tokens.get()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('a 401 for a token replaced while the call was out retries with the new one and keeps it', async () => {
    // Prepare: the old session ends (stop impersonating) while a call with its token is out.
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    const { api, tokens, calls, onSessionExpired } = setup(async (url, init) => {
      if (url.endsWith('/auth/refresh')) return json(401, { message: 'Unauthorized' });
      const auth = (init.headers as Record<string, string>).Authorization;
      if (auth === 'Bearer old') {
        await held;
        return json(401, { message: 'Unauthorized' });
      }
      return json(200, { ok: true });
    });
    // Act
    const pending = api.get('/users/me');
    tokens.set('restored');
    release();
    const out = await pending;
    // Assess
    expect(out).toEqual({ ok: true });
    expect(calls.map((c) => c.auth)).toEqual(['Bearer old', 'Bearer restored']);
    expect(tokens.get()).toBe('restored');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('a failed refresh never clears a token another sign-in set meanwhile', async () => {
    // Prepare
    let tokensRef: { set(t: string): void } | undefined;
    const { api, tokens, onSessionExpired } = setup(async (url) => {
      if (url.endsWith('/auth/refresh')) {
        tokensRef?.set('signed-in-again');
        return json(401, { message: 'Unauthorized' });
      }
      return json(401, { message: 'Unauthorized' });
    });
    tokensRef = tokens;
    // Act
    await api.get('/users/me').catch(() => undefined);
    // Assess
    expect(tokens.get()).toBe('signed-in-again');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s', async () => {
    // Prepare
    let refreshes = 0;
    const { api } = setup(async (url, init) => {
      if (url.endsWith('/auth/refresh')) {
        refreshes++;
        await new Promise((r) => setTimeout(r, 5));
        return json(200, { authToken: 'new' });
      }
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer new' ? json(200, { url }) : json(401, {});
    });
    // Act
    await Promise.all([api.get('/a'), api.get('/b'), api.get('/c')]);
    // Assess
    expect(refreshes).toBe(1);
  });

  it('never refreshes on sign-in: a 401 there is a wrong password', async () => {
    // Prepare
    const { api, calls } = setup(() =>
      json(401, { error: 'Unauthorized', message: ['Bad', 'x'], statusCode: 401 }),
    );
    // Act
    const err = await api.post('/auth/sign-in', { email: 'a@b.c', password: 'x' }).catch((e) => e);
    // Assess
    expect(calls).toHaveLength(1);
    expect(err).toMatchObject({ statusCode: 401, message: 'Bad', error: 'Unauthorized' });
  });

  it('sends JSON bodies and query strings, tolerates empty answers', async () => {
    // Prepare
    let seen: RequestInit | undefined;
    const { api, calls } = setup((_url, init) => {
      seen = init;
      return new Response(null, { status: 204 });
    });
    // Act
    const out = await api.request('PATCH', '/users/language', {
      body: { language: 'en' },
      query: { a: 1, b: undefined },
    });
    // Assess
    expect(out).toBeUndefined();
    expect(calls[0].url).toBe('/api/v1/users/language?a=1');
    expect(seen?.body).toBe('{"language":"en"}');
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    // Prepare
    const { api } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    // Act
    const err = await api.get('/users/me').catch((e) => e);
    // Assess
    expect(err).toMatchObject({ statusCode: 0, message: 'Something went wrong' });
  });

  describe('answers index.html asked for early', () => {
    afterEach(() => {
      delete (globalThis as { __outreachEarly?: unknown }).__outreachEarly;
    });

    /** Runs the inline script as index.html would, with its own fetch; returns what that fetch was asked. */
    function runEarlyScript(token: string, answer: (url: string) => Promise<Response>) {
      const asked: { url: string; auth: string }[] = [];
      const fetch = (url: string, init: RequestInit) => {
        asked.push({ url, auth: (init.headers as Record<string, string>).Authorization });
        return answer(url);
      };
      new Function('window', 'fetch', earlyFetchScript(JSON.stringify(token), '/api/v1'))(globalThis, fetch);
      return asked;
    }

    it('takes the early answer once, for the same path and token, and asks the network after', async () => {
      // Prepare
      const asked = runEarlyScript('old', async (url) => json(200, { from: 'early', url }));
      const { api, calls } = setup(() => json(200, { from: 'network' }));
      // Act
      const first = await api.get('/users/me');
      const second = await api.get('/users/me');
      const withQuery = await api.get('/me/features', { x: 1 });
      // Assess
      expect(asked).toEqual([
        { url: '/api/v1/users/me', auth: 'Bearer old' },
        { url: '/api/v1/users/me/real', auth: 'Bearer old' },
        { url: '/api/v1/me/features', auth: 'Bearer old' },
        { url: '/api/v1/whitelabels', auth: 'Bearer old' },
      ]);
      expect(first).toEqual({ from: 'early', url: '/api/v1/users/me' });
      expect(second).toEqual({ from: 'network' });
      expect(withQuery).toEqual({ from: 'network' });
      expect(calls.map((c) => c.url)).toEqual(['/api/v1/users/me', '/api/v1/me/features?x=1']);
    });

    it('never hands an answer asked with another token', async () => {
      // Prepare
      runEarlyScript('someone-else', async () => json(200, { from: 'early' }));
      const { api } = setup(() => json(200, { from: 'network' }));
      // Act
      const me = await api.get('/users/me');
      // Assess
      expect(me).toEqual({ from: 'network' });
    });

    it('an early 401 is refreshed and asked again; an early network failure is asked again', async () => {
      // Prepare
      runEarlyScript('old', async (url) => {
        if (url.endsWith('/me/features')) throw new TypeError('Failed to fetch');
        return json(401, { message: 'Unauthorized' });
      });
      const { api, tokens, calls } = setup((url) =>
        url.endsWith('/auth/refresh') ? json(200, { authToken: 'new' }) : json(200, { from: 'network' }),
      );
      // Act
      const features = await api.get('/me/features');
      const me = await api.get('/users/me');
      // Assess
      expect(me).toEqual({ from: 'network' });
      expect(features).toEqual({ from: 'network' });
      expect(tokens.get()).toBe('new');
      expect(calls.map((c) => c.url)).toEqual([
        '/api/v1/me/features',
        '/api/v1/auth/refresh',
        '/api/v1/users/me',
      ]);
    });
  });
});
