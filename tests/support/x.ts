import { api, baseUrl } from './api.ts';

export interface XSandboxInfo {
  url: string;
  password: string;
  handles: string[];
}

export async function xSandbox(): Promise<XSandboxInfo> {
  return (await (await fetch(`${baseUrl()}/_local/info`)).json()).sandboxes.x;
}

/**
 * Walks X's consent page as the browser would (sign in, "Authorize app") and answers the PIN X shows
 * for the out-of-band redirect.
 */
export async function passXConsent(
  authUrl: string,
  username: string,
  password = 'Sandbox1!',
): Promise<string> {
  const page = await (await fetch(authUrl)).text();
  const form = new URLSearchParams();
  for (const m of page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g))
    form.set(
      m[1],
      m[2]
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'"),
    );
  form.set('username', username);
  form.set('password', password);
  form.set('decision', 'allow');
  const res = await fetch(new URL('/i/oauth2/authorize', authUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  const html = await res.text();
  const pin = /data-testid="x-pin">(\d{7})</.exec(html)?.[1];
  if (!pin) throw new Error(`no PIN on X's page (${res.status}): ${html.slice(0, 300)}`);
  return pin;
}

/** A unique X handle (at most 15 characters) for a test's own X account. */
export const uniqueHandle = (prefix: string) =>
  `${prefix}${Math.random().toString(36).slice(2, 10)}`.slice(0, 15);

/** Connects the signed-in user's X account as `username` through the PIN flow. */
export async function connectX(token: string, username: string) {
  const start = await api('GET', '/twitter/auth-url', { token });
  if (start.status !== 200) throw new Error(`auth-url answered ${start.status}`);
  const pin = await passXConsent(start.body.url, username);
  return api('POST', '/twitter/verify-login', { token, body: { pin } });
}

/** What the X sandbox recorded: `/_sandbox/dms`, `/follows`, `/tweets` or `/media`, for one handle. */
export async function xSandboxRecords<T = Record<string, unknown>>(
  kind: 'dms' | 'follows' | 'tweets' | 'media',
  username: string,
): Promise<T[]> {
  const x = await xSandbox();
  const res = await fetch(`${x.url}/_sandbox/${kind}?username=${encodeURIComponent(username)}`);
  return ((await res.json()) as { data: T[] }).data;
}

export async function xSandboxPost(path: string, body: unknown) {
  const x = await xSandbox();
  return fetch(`${x.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}
