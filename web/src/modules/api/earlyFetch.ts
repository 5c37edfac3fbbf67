/**
 * The signed-in shell waits for a few answers before it draws anything (spec 1 §2's gates: the
 * profile, the real user, the feature flags, the white label). Asked by the app, they leave only once
 * the entry and the shell's chunks have downloaded and run: on a slow link over a second after the
 * HTML. So index.html asks for them itself, while it is still parsing (the route-preload script,
 * web/vite/route-preloads.ts, on shell pages when the session cookie is there), and the API client
 * takes each answer the first time the app asks for the same path with the same token. Anything else
 * (another token, a query, a second ask) goes to the network as before; an answer nobody takes is
 * dropped with the page. A 401 among them is handled like any other: refresh, then ask again.
 */
export const EARLY_GET_PATHS = ['/users/me', '/users/me/real', '/me/features', '/whitelabels'] as const;

/** What the inline script leaves on `window`: the token it sent, and one pending answer per path. */
export interface EarlyFetches {
  t: string;
  r: Record<string, Promise<Response> | undefined>;
}

const GLOBAL = '__outreachEarly';

/**
 * The inline script's body for index.html: `token` is the session token's JS expression, `base` the API
 * prefix. Each fetch's rejection is observed at once (no "unhandled rejection" when nobody takes it);
 * the promise kept still rejects for its taker, who then asks the network itself.
 */
export function earlyFetchScript(token: string, base: string): string {
  return `var x=window.${GLOBAL}={t:${token},r:{}};${JSON.stringify(EARLY_GET_PATHS)}.forEach(function(u){var p=fetch(${JSON.stringify(base)}+u,{headers:{Accept:'application/json',Authorization:'Bearer '+x.t},credentials:'include'});p.catch(function(){});x.r[u]=p})`;
}

/** The early answer for `path`, once, if it was asked with `token`. */
export function takeEarly(path: string, token: string | null): Promise<Response> | undefined {
  const early = (globalThis as { [GLOBAL]?: EarlyFetches })[GLOBAL];
  if (!early || !token || early.t !== token) return undefined;
  const res = early.r[path];
  delete early.r[path];
  return res;
}
