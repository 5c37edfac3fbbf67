import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { RouteSpec } from '@outreach/shared/route-def';
import { routePath, routes, splitRouteKey } from '@outreach/shared/routes';
import { inject } from 'vitest';
import * as z from 'zod';

export const baseUrl = () => inject('baseUrl');

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * A request from another client address: every 127.x.y.z is loopback on Linux, so a socket bound to
 * one of them reaches the runtime (listening on 127.0.0.1) as that client IP, like another machine.
 */
function fetchFrom(ip: string, url: string, init: RequestInit): Promise<Response> {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    const req = request(
      {
        host: '127.0.0.1',
        port: u.port,
        path: u.pathname + u.search,
        method: init.method,
        headers: { ...(init.headers as Record<string, string>), host: u.host },
        localAddress: ip,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers = new Headers();
          for (const [k, v] of Object.entries(res.headers)) {
            for (const one of Array.isArray(v) ? v : v === undefined ? [] : [v]) headers.append(k, one);
          }
          const status = res.statusCode ?? 500;
          const body = status === 204 || status === 304 ? null : Buffer.concat(chunks);
          resolve(new Response(body, { status, headers }));
        });
      },
    );
    req.on('error', reject);
    req.end(init.body as string | undefined);
  });
}

/** A random loopback client address (`127.a.b.c`), to play a distinct client. */
export function uniqueIp(): string {
  const [a, b, c] = randomBytes(3);
  return `127.${(a % 254) + 1}.${b}.${(c % 254) + 1}`;
}

/**
 * A tiny HTTP client for tests: JSON in and out, an optional bearer token and cookie jar, and an
 * optional client IP (a loopback address; see `uniqueIp`).
 */
export async function api<T = any>(
  method: string,
  path: string,
  opts: {
    body?: unknown;
    token?: string;
    cookie?: string;
    raw?: string;
    /** Another runtime than the suite's (a test that starts its own). */
    base?: string;
    ip?: string;
  } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = {};
  if (opts.body !== undefined || opts.raw !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.cookie) headers.cookie = opts.cookie;
  const init = {
    method,
    headers,
    body: opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
  };
  // A path under `/api/` other than v1 (the integration API) is taken as is.
  const full = path.startsWith('/api/') ? path : `/api/v1${path}`;
  const url = `${opts.base ?? baseUrl()}${full}`;
  const res = opts.ip ? await fetchFrom(opts.ip, url, init) : await fetch(url, init);
  const text = await res.text();
  let body: any = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // non-JSON body stays text
  }
  if (res.ok) checkDeclaredResponse(method, full, body);
  return { status: res.status, body, headers: res.headers };
}

// Every route that declares a `response` schema has each of its successful answers in every
// integration and e2e test checked against it: the schema feeds the OpenAPI document and the SPA's
// types, so an answer that drifts from it must fail a test, not a customer's script.
const routeMatchers = Object.entries(routes as Record<string, RouteSpec>)
  .map(([key, spec]) => {
    const { method } = splitRouteKey(key);
    const path = routePath(key, spec);
    const pattern = new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`);
    return { key, method, pattern, spec, params: (path.match(/\{/g) ?? []).length };
  })
  // A literal segment wins over a placeholder (`/campaigns/grouped` before `/campaigns/{id}`).
  .sort((a, b) => a.params - b.params);

export function checkDeclaredResponse(method: string, path: string, body: unknown): void {
  // Paths without `/api/` are under v1, as `api()` takes them.
  const bare = (path.startsWith('/api/') ? path : `/api/v1${path}`).split('?')[0]!;
  const route = routeMatchers.find((r) => r.method === method && r.pattern.test(bare));
  if (!route?.spec.response) return;
  const result = route.spec.response.safeParse(body);
  if (!result.success) {
    throw new Error(
      `${route.key} answered a body that does not match its declared response schema:\n${z.prettifyError(result.error)}`,
    );
  }
}

let n = 0;
/** A unique email per test, so each test signs up its own team (tenant isolation, like production). */
export function uniqueEmail(prefix = 'user'): string {
  n += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${n}@example.test`;
}

export const PASSWORD = 'Str0ng!pass';

/**
 * Signs up a new team. Each call comes from its own client address, like separate customers, so the
 * per-IP sign-up limit does not count the whole suite as one client.
 */
export async function signUp(email = uniqueEmail(), ip = uniqueIp()) {
  const res = await api('POST', '/auth/sign-up', {
    body: { email, password: PASSWORD, firstName: 'Test', lastName: 'User' },
    ip,
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { email, token: res.body.authToken as string, refreshCookie: refreshCookieOf(res.headers) };
}

export function refreshCookieOf(headers: Headers): string {
  const c = headers.getSetCookie().find((s) => s.startsWith('refresh='));
  return c ? c.split(';')[0] : '';
}

export interface Mail {
  to: string;
  /** The From header as sent (`"Name" <address>`). */
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Attached files, content base64-encoded. */
  attachments: { filename: string; contentType: string; size: number; content: string }[];
}

export async function mailsTo(email: string): Promise<Mail[]> {
  const res = await fetch(`${baseUrl()}/_local/mail.json`);
  return ((await res.json()) as Mail[]).filter((m) => m.to.includes(email));
}

export async function linkFromMail(email: string, pathPrefix: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const mail = (await mailsTo(email))[0];
    const m = mail?.text.match(new RegExp(`https?://[^\\s]+${pathPrefix}([A-Za-z0-9_-]+)`));
    if (m) return m[1];
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail with ${pathPrefix} for ${email}`);
}

export async function advanceClock(ms: number) {
  await fetch(`${baseUrl()}/_local/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: ms }),
  });
}

/** The 6-digit code the LinkedIn sandbox mailed to `email` after `notBefore` (it lands in the local mail viewer). */
export async function sandboxCode(email: string, notBefore: number): Promise<string> {
  for (let i = 0; i < 150; i++) {
    const mails = (await (await fetch(`${baseUrl()}/_local/mail.json`)).json()) as Array<{
      to: string;
      subject: string;
      at: string;
    }>;
    const m = mails.find(
      (x) => x.to.includes(email) && Date.parse(x.at) >= notBefore && /\d{6}/.test(x.subject),
    );
    if (m) return m.subject.match(/(\d{6})/)![1];
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code mailed to ${email}`);
}

/**
 * Connects a sandbox LinkedIn account (one without a code step) as the SPA does: the call waits a
 * while for the bot's login and answers 408 when the bot has not finished (spec 1: the SPA then polls
 * the account's status), so a busy machine only means polling longer. Ends once the account is
 * LOGGED_IN; a wrong password or a code step fails at once.
 */
export async function connectSandboxAccount(
  token: string,
  email: string,
  opts: { base?: string; countryCode?: string } = {},
): Promise<void> {
  const res = await api('PATCH', '/linked-in/update-credentials', {
    base: opts.base,
    token,
    body: { email, password: 'Sandbox1!', countryCode: opts.countryCode ?? 'US' },
  });
  if (res.status !== 200 && res.status !== 408)
    throw new Error(`connect ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  let status: string | undefined = res.status === 200 ? res.body.loginStatus : undefined;
  while (status !== 'LOGGED_IN') {
    if (status && /INVALID|VERIFICATION|RESTRICTED/.test(status))
      throw new Error(`connect ${email}: ${status}`);
    await new Promise((r) => setTimeout(r, 500));
    status = (await api('GET', '/users/me/cloud-bot-info', { base: opts.base, token })).body?.loginStatus;
  }
}
