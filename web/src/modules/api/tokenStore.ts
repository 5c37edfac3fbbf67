// The session's access token lives in a first-party cookie named `token` (spec 1 §7, spec 4).
// The JWT itself is short-lived; the cookie outlives it so a reload can still trigger a refresh.
const COOKIE = 'token';
const MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('=')) || null;
  }
  return null;
}

/** A token store backed by `document.cookie`; falls back to memory where there is no document (tests). */
export function createCookieTokenStore(): TokenStore {
  const listeners = new Set<() => void>();
  let memory: string | null = null;
  const hasDocument = typeof document !== 'undefined';
  const emit = () => {
    for (const l of listeners) l();
  };
  return {
    get: () => (hasDocument ? readCookie(document.cookie, COOKIE) : memory),
    set(token) {
      if (hasDocument) {
        const secure = location.protocol === 'https:' ? '; Secure' : '';
        // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in Firefox/Safari
        document.cookie = `${COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
      } else memory = token;
      emit();
    },
    clear() {
      // biome-ignore lint/suspicious/noDocumentCookie: see set()
      if (hasDocument) document.cookie = `${COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
      else memory = null;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const tokenStore = createCookieTokenStore();
