import { api } from './api.ts';

/**
 * Walks the local identity provider (oidc-provider's login and consent pages) over plain HTTP, as the
 * browser would, and answers the redirect back to the app with its `code` and `state`.
 */
export async function passIdentityProvider(authUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  const start = new URL(authUrl);
  let url = start;
  let form: URLSearchParams | undefined;
  for (let hop = 0; hop < 20; hop++) {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form,
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('location')!, url);
      form = undefined;
      if (url.origin !== start.origin) return url; // back at the app's callback
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no form at ${url} (${res.status}): ${html.slice(0, 300)}`);
    url = new URL(action.replace(/&amp;/g, '&'), url);
    form = html.includes('name="login"')
      ? new URLSearchParams({ prompt: 'login', login, password: 'any' })
      : new URLSearchParams({ prompt: 'consent' });
  }
  throw new Error('the identity provider did not redirect back');
}

/** The flow cookie the API set with the provider URL (sent back on the sign-in call). */
export function flowCookieOf(headers: Headers, provider: 'google' | 'microsoft'): string {
  const c = headers.getSetCookie().find((s) => s.startsWith(`oauth_${provider}=`));
  return c ? c.split(';')[0] : '';
}

/** Starts a code flow as the SPA does: the provider URL and the flow cookie. */
export async function startFlow(provider: 'google' | 'microsoft', spaState: string) {
  const res = await api('GET', `/auth/${provider}/code-url?state=${encodeURIComponent(spaState)}`);
  if (res.status !== 200) throw new Error(`code-url: ${res.status} ${JSON.stringify(res.body)}`);
  return { url: res.body.url as string, cookie: flowCookieOf(res.headers, provider) };
}
