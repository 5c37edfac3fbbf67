/** A response with a status, cookies or headers other than the default 200 JSON. */
export class HttpResult<T = unknown> {
  constructor(
    readonly body: T,
    readonly statusCode = 200,
    readonly cookies: string[] = [],
    readonly headers: Record<string, string> = {},
  ) {}
}

export function result<T>(
  body: T,
  opts: { status?: number; cookies?: string[]; headers?: Record<string, string> } = {},
): HttpResult<T> {
  return new HttpResult(body, opts.status ?? 200, opts.cookies ?? [], opts.headers ?? {});
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  path?: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

export function serializeCookie(name: string, value: string, o: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${o.path ?? '/'}`];
  if (o.maxAgeSeconds !== undefined) parts.push(`Max-Age=${o.maxAgeSeconds}`);
  if (o.httpOnly ?? true) parts.push('HttpOnly');
  if (o.secure) parts.push('Secure');
  parts.push(`SameSite=${o.sameSite ?? 'Lax'}`);
  return parts.join('; ');
}

export function parseCookies(cookies: string[] | undefined, header?: string): Record<string, string> {
  const out: Record<string, string> = {};
  const all = [...(cookies ?? []), ...(header ? header.split(';') : [])];
  for (const c of all) {
    const i = c.indexOf('=');
    if (i < 0) continue;
    const k = c.slice(0, i).trim();
    try {
      out[k] = decodeURIComponent(c.slice(i + 1).trim());
    } catch {
      out[k] = c.slice(i + 1).trim();
    }
  }
  return out;
}
