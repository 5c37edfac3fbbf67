import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { api, baseUrl } from './api.ts';

export { mp4Of } from '@outreach/sandbox/meta/video';

export interface MetaSandboxInfo {
  url: string;
  password: string;
  scopes: string[];
}

export async function metaSandbox(): Promise<MetaSandboxInfo> {
  return (await (await fetch(`${baseUrl()}/_local/info`)).json()).sandboxes.meta;
}

/** The hidden inputs of a sandbox form, unescaped. */
function hiddenInputs(html: string): URLSearchParams {
  const form = new URLSearchParams();
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g))
    form.set(
      m[1] as string,
      (m[2] as string)
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'"),
    );
  return form;
}

/**
 * Walks Facebook Login as the browser would (log in, then "Continue as …" on the consent page) and
 * answers the short-lived token Facebook puts in the redirect URI's fragment.
 */
export async function passFacebookLogin(loginUrl: string, email: string, password = 'Sandbox1!') {
  const url = new URL(loginUrl);
  url.searchParams.set('state', 'test-state');
  const loginPage = await (await fetch(url)).text();
  const login = hiddenInputs(loginPage);
  login.set('email', email);
  login.set('pass', password);
  const post = (path: string, body: URLSearchParams) =>
    fetch(new URL(path, url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      redirect: 'manual',
    });
  const consentPage = await (await post('/dialog/login', login)).text();
  const consent = hiddenInputs(consentPage);
  if (!consent.get('login')) throw new Error(`no consent page: ${consentPage.slice(0, 300)}`);
  consent.set('decision', 'allow');
  const back = await post('/dialog/consent', consent);
  const location = back.headers.get('location') ?? '';
  const fragment = new URLSearchParams(location.split('#')[1] ?? '');
  const token = fragment.get('access_token');
  if (!token) throw new Error(`no token in the redirect (${back.status}): ${location}`);
  return { token, redirect: location, state: fragment.get('state') };
}

/** Connects the signed-in user's Facebook as `email`: Facebook Login, then the token exchange. */
export async function connectFacebook(token: string, email: string) {
  const fb = await api('GET', '/facebook', { token });
  const login = await passFacebookLogin(fb.body.loginUrl, email);
  return api('POST', '/facebook/exchange-access-token', { token, body: { accessToken: login.token } });
}

/** What the Meta sandbox recorded: page posts or Instagram media of one Facebook person. */
export async function metaSandboxRecords<T = Record<string, unknown>>(
  kind: 'posts' | 'instagram',
  email: string,
): Promise<T[]> {
  const m = await metaSandbox();
  const res = await fetch(`${m.url}/_sandbox/${kind}?email=${encodeURIComponent(email)}`);
  return ((await res.json()) as { data: T[] }).data;
}

export async function metaSandboxPost(path: string, body: unknown) {
  const m = await metaSandbox();
  return fetch(`${m.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * The smallest JPEG header image-size and Instagram's checks read (SOI, JFIF APP0, SOF0 with the size,
 * EOI), padded to `bytes` so size limits can be tried.
 */
export function jpegOf(width: number, height: number, bytes = 0): Uint8Array<ArrayBuffer> {
  const head = Buffer.from([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0,
    16,
    0x4a,
    0x46,
    0x49,
    0x46,
    0,
    1,
    1,
    0,
    0,
    1,
    0,
    1,
    0,
    0,
    0xff,
    0xc0,
    0,
    17,
    8,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    3,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
    0xff,
    0xd9,
  ]);
  const out = Buffer.alloc(Math.max(bytes, head.length));
  head.copy(out);
  return new Uint8Array(out.buffer.slice(out.byteOffset, out.byteOffset + out.length) as ArrayBuffer);
}

/** A loopback server handing out fixed files (the public media URLs Graph fetches). */
export async function mediaServer(files: Record<string, { body: Uint8Array; type: string }>) {
  const server = createServer((req, res) => {
    const f = files[req.url ?? ''];
    if (!f) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': f.type, 'content-length': f.body.length }).end(Buffer.from(f.body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
