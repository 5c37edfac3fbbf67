import { observeServerNow } from '../clock/productClock.ts';
import { API_BASE } from './apiBase.ts';
import { ApiError } from './apiError.ts';
import { takeEarly } from './earlyFetch.ts';
import { type TokenStore, tokenStore } from './tokenStore.ts';

export { API_BASE };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  tokens: TokenStore;
  fetch?: typeof fetch;
  baseUrl?: string;
  /** Called once when a 401 could not be healed by a refresh: the session is over. */
  onSessionExpired?: () => void;
}

export interface ApiClient {
  request<T>(method: Method, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, query?: Query): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  patch<T>(path: string, body?: unknown): Promise<T>;
  delete<T>(path: string, body?: unknown): Promise<T>;
  /** Exchanges the refresh cookie for a new access token; concurrent callers share one call. */
  refresh(): Promise<string | null>;
  setSessionExpiredHandler(handler: (() => void) | undefined): void;
}

// Auth calls answer 401 for wrong credentials, not for an expired session: never refresh on them.
// The session check and the verification link are the signed-in exceptions.
export function refreshesOn401(path: string): boolean {
  return !path.startsWith('/auth/') || path === '/auth/send-verification-link' || path === '/auth/session';
}

function buildUrl(base: string, path: string, query?: Query): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) qs.set(k, String(v));
  const s = qs.toString();
  return `${base}${path}${s ? `?${s}` : ''}`;
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * One fetch client for the SPA: bearer token from the `token` cookie, JSON in and out, one refresh
 * and retry on a 401, and `ApiError` with the status and first message on failure.
 *
 * @example
 * const api = createApiClient({ tokens: tokenStore });
 * const me = await api.get<Profile>('/users/me');
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const base = options.baseUrl ?? API_BASE;
  const tokens = options.tokens;
  let onSessionExpired = options.onSessionExpired;
  let refreshing: Promise<string | null> | null = null;

  function refresh(): Promise<string | null> {
    refreshing ??= (async () => {
      try {
        const res = await doFetch(`${base}/auth/refresh`, {
          method: 'POST',
          credentials: 'include',
          headers: { Accept: 'application/json' },
        });
        if (!res.ok) return null;
        const body = (await readBody(res)) as { authToken?: string } | undefined;
        if (!body?.authToken) return null;
        tokens.set(body.authToken);
        return body.authToken;
      } catch {
        return null;
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  async function send(method: Method, path: string, opts: RequestOptions): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = tokens.get();
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) body = opts.body;
    else if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    try {
      const ask = () =>
        doFetch(buildUrl(base, path, opts.query), {
          method,
          headers,
          body,
          signal: opts.signal,
          credentials: 'include',
        });
      // index.html may have asked already (earlyFetch.ts); a failed early ask is asked again.
      const early =
        method === 'GET' && !opts.query && body === undefined ? takeEarly(path, token) : undefined;
      const res = early ? await early.catch(ask) : await ask();
      // Locally the product clock may run ahead of this browser's: every answer says where it stands.
      if (res.headers) observeServerNow(res.headers);
      return res;
    } catch (e) {
      if ((e as Error)?.name === 'AbortError') throw e;
      throw new ApiError(0, { message: 'Something went wrong' });
    }
  }

  async function request<T>(method: Method, path: string, opts: RequestOptions = {}): Promise<T> {
    const sentWith = tokens.get();
    let res = await send(method, path, opts);
    if (res.status === 401 && refreshesOn401(path)) {
      // The token changed while this call was out (sign-in, stop impersonating, a team switch, another
      // call's refresh): the 401 speaks of the old session only, so ask again with the new token.
      const changed = tokens.get() !== sentWith && tokens.get() !== null;
      const fresh = changed ? tokens.get() : await refresh();
      if (fresh) res = await send(method, path, opts);
      // Only a session that is still this call's own is over: never clear a token set meanwhile.
      if ((!fresh || res.status === 401) && (tokens.get() === sentWith || tokens.get() === fresh)) {
        tokens.clear();
        onSessionExpired?.();
      }
    }
    const data = await readBody(res);
    if (!res.ok) {
      const body = data && typeof data === 'object' ? (data as Record<string, never>) : undefined;
      throw new ApiError(res.status, body);
    }
    return data as T;
  }

  return {
    request,
    get: (path, query) => request('GET', path, { query }),
    post: (path, body) => request('POST', path, { body }),
    put: (path, body) => request('PUT', path, { body }),
    patch: (path, body) => request('PATCH', path, { body }),
    delete: (path, body) => request('DELETE', path, { body }),
    refresh,
    setSessionExpiredHandler(handler) {
      onSessionExpired = handler;
    },
  };
}

/** The SPA's client. The session provider installs the session-expired handler. */
export const api = createApiClient({ tokens: tokenStore });

/** SWR's fetcher: keys are API paths under /api/v1. */
export function swrFetcher<T>(path: string): Promise<T> {
  return api.get<T>(path);
}
