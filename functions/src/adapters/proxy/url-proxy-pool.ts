import { stableHash } from '@outreach/shared/rules/browser-identity';
import type { ProxyPool, ProxySettings } from '../../ports/proxy-pool.ts';

/**
 * The pool's configuration: proxy URLs by ISO country code (upper case), e.g.
 * `{ "DE": ["http://user:pass@de1.example:8000", …], "*": ["http://user-country-{country}:pass@gw.example:7000"] }`.
 * `*` serves countries without a list of their own; `{country}` in its URLs becomes the lower-case code
 * (the username convention of residential proxy providers).
 */
export type ProxyPoolConfig = Record<string, string[]>;

/** Parses and checks a pool's JSON (the secret's value, or PROXY_POOL locally). */
export function parseProxyPoolConfig(json: string): ProxyPoolConfig {
  const raw = JSON.parse(json) as unknown;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    throw new Error('The proxy pool must be a JSON object of country code → list of proxy URLs');
  const out: ProxyPoolConfig = {};
  for (const [country, urls] of Object.entries(raw as Record<string, unknown>)) {
    if (!Array.isArray(urls) || urls.some((u) => typeof u !== 'string'))
      throw new Error(`The proxy pool's ${country} entry must be a list of proxy URLs`);
    const list = (urls as string[]).map((u) => u.trim()).filter(Boolean);
    for (const u of list) toSettings(u.replaceAll('{country}', 'us')); // throws on a malformed URL
    if (list.length > 0) out[country === '*' ? '*' : country.toUpperCase()] = list;
  }
  return out;
}

/** A proxy URL as Playwright's options: credentials apart from the server. */
export function toSettings(url: string): ProxySettings {
  const u = new URL(url);
  if (!['http:', 'https:', 'socks5:'].includes(u.protocol))
    throw new Error(`Unsupported proxy scheme ${u.protocol}`);
  const settings: ProxySettings = { server: `${u.protocol}//${u.host}` };
  if (u.username) settings.username = decodeURIComponent(u.username);
  if (u.password) settings.password = decodeURIComponent(u.password);
  return settings;
}

/**
 * Rendezvous (highest random weight) choice: every account ranks every proxy by a hash of the pair and
 * takes the top one. Adding or removing other proxies never moves an account whose proxy is still there,
 * and nothing needs storing.
 */
export function pickSticky(key: string, urls: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestScore = -1;
  for (const url of urls) {
    const score = stableHash(`${key}\u0000${url}`);
    if (score > bestScore || (score === bestScore && best !== undefined && url < best)) {
      best = url;
      bestScore = score;
    }
  }
  return best;
}

/** A pool from a configuration held in memory (the local runtime's, or a secret's once read). */
export function urlProxyPool(config: ProxyPoolConfig | (() => Promise<ProxyPoolConfig>)): ProxyPool {
  const load = typeof config === 'function' ? config : async () => config;
  return {
    async proxyFor({ key, country }) {
      const cfg = await load();
      const cc = country.toUpperCase();
      const own = cc ? cfg[cc] : undefined;
      const urls = own ?? cfg['*'];
      if (!urls || urls.length === 0) return null;
      const url = pickSticky(key.trim().toLowerCase(), urls);
      if (!url) return null;
      return toSettings(own ? url : url.replaceAll('{country}', (cc || 'us').toLowerCase()));
    },
  };
}
