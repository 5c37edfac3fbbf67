import { inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A tiny HTTP client for tests: JSON in and out, an optional bearer token and cookie jar. */
export async function api<T = any>(
  method: string,
  path: string,
  opts: { body?: unknown; token?: string; cookie?: string; raw?: string } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = {};
  if (opts.body !== undefined || opts.raw !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.cookie) headers.cookie = opts.cookie;
  const res = await fetch(`${baseUrl()}/api/v1${path}`, {
    method,
    headers,
    body: opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // non-JSON body stays text
  }
  return { status: res.status, body, headers: res.headers };
}

let n = 0;
/** A unique email per test, so each test signs up its own team (tenant isolation, like production). */
export function uniqueEmail(prefix = 'user'): string {
  n += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${n}@example.test`;
}

export const PASSWORD = 'Str0ng!pass';

export async function signUp(email = uniqueEmail()) {
  const res = await api('POST', '/auth/sign-up', {
    body: { email, password: PASSWORD, firstName: 'Test', lastName: 'User' },
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
  subject: string;
  text: string;
  html: string;
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
