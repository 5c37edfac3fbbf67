// The X (Twitter) channel's step rules (issue #13). The spec names the Twitter DM and Twitter Follow
// steps, X campaigns from a CSV of handles (`twitter_csv`) and the 'Non-existing X (Twitter) profile'
// exclusion; where a lead's handle comes from, the retry cadence and the 429 deferral are OURS.

/** X's handles: 1 to 15 letters, digits or underscores. */
export const X_HANDLE_PATTERN = /^[A-Za-z0-9_]{1,15}$/;

/** An X DM holds at most this many characters (X API v2). */
export const X_DM_MAX_LENGTH = 10_000;

/** A waiting X step looks at an X account that cannot be used again this much later (OURS). */
export const X_ACCOUNT_RETRY_MS = 60 * 60_000;

/** While the X account sent a campaign DM recently, its DMs are read for replies this often (OURS). */
export const X_SYNC_INTERVAL_MS = 10 * 60_000;
/** ...for this long after the last DM (X's dm_events reach back 30 days). */
export const X_SYNC_WINDOW_MS = 30 * 86_400_000;
/** A reply sync reads at most this many pages of 100 DM events (X allows 15 reads per 15 minutes). */
export const X_SYNC_MAX_PAGES = 10;

/** A 429 defers the lead to X's reset, at least this long after now (OURS: clocks drift). */
export const X_MIN_DEFER_MS = 60_000;
/** ...and at most this long (X's longest window is 24 hours). */
export const X_MAX_DEFER_MS = 25 * 3_600_000;
/** Without a reset header, a 429 defers the lead by X's 15-minute window. */
export const X_DEFAULT_DEFER_MS = 15 * 60_000;

const hosts = new Set(['x.com', 'www.x.com', 'twitter.com', 'www.twitter.com', 'mobile.twitter.com']);
/** Paths of x.com that are not profiles. */
const reservedPaths = new Set(['home', 'i', 'intent', 'search', 'explore', 'settings', 'messages', 'share']);

/**
 * An X handle as people write it: `@ada_builds`, `ada_builds`, or a profile URL on x.com or
 * twitter.com (with or without scheme). Answers the handle without `@`, or null.
 *
 * @example
 * parseXHandle('@Ada_Builds') // 'Ada_Builds'
 * parseXHandle('https://x.com/ada_builds?s=20') // 'ada_builds'
 * parseXHandle('twitter.com/grace_ships/status/1') // 'grace_ships'
 * parseXHandle('not a handle') // null
 */
export function parseXHandle(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const t = text.trim();
  if (!t) return null;
  const bare = t.startsWith('@') ? t.slice(1) : t;
  if (X_HANDLE_PATTERN.test(bare)) return bare;
  const withScheme = /^https?:\/\//i.test(t) ? t : `https://${t}`;
  try {
    const u = new URL(withScheme);
    if (!hosts.has(u.hostname.toLowerCase())) return null;
    const first = u.pathname.split('/').filter(Boolean)[0] ?? '';
    const handle = first.startsWith('@') ? first.slice(1) : first;
    if (reservedPaths.has(handle.toLowerCase())) return null;
    return X_HANDLE_PATTERN.test(handle) ? handle : null;
  } catch {
    return null;
  }
}

/** CSV columns (keys as `csvColumnKey` makes them) that hold a lead's X handle or profile URL. */
export const xHandleColumnKeys = [
  'csv_twitter',
  'csv_twitterhandle',
  'csv_twitterusername',
  'csv_twitterurl',
  'csv_twitterprofile',
  'csv_x',
  'csv_xhandle',
  'csv_xusername',
  'csv_xurl',
  'csv_xprofile',
  'csv_xtwitter',
  'csv_xtwitterhandle',
  'csv_handle',
  'csv_username',
] as const;

/**
 * The handle an X step writes to or follows: the person's `twitterHandle`, else a known CSV column
 * (multichannel campaigns read it from the CSV's X column).
 *
 * @example
 * leadXHandle({ twitterHandle: 'ada_builds' }, {}) // 'ada_builds'
 * leadXHandle({}, { csv_twitter: 'https://x.com/grace_ships' }) // 'grace_ships'
 * leadXHandle({}, { csv_email: 'a@b.c' }) // null
 */
export function leadXHandle(
  person: { twitterHandle?: unknown } | null | undefined,
  csvColumns: Record<string, unknown> | null | undefined,
): string | null {
  for (const v of [person?.twitterHandle, ...xHandleColumnKeys.map((k) => csvColumns?.[k])]) {
    const h = parseXHandle(v);
    if (h) return h;
  }
  return null;
}

/**
 * When a lead X answered 429 for tries again: X's reset (epoch ms), kept between one minute and 25
 * hours from now; X's 15-minute window when X gave no reset.
 *
 * @example
 * xDeferUntil(undefined, 0) // 900000
 * xDeferUntil(5_000, 0) // 60000
 */
export function xDeferUntil(resetAt: number | undefined, now: number): number {
  if (resetAt === undefined || !Number.isFinite(resetAt)) return now + X_DEFAULT_DEFER_MS;
  return Math.min(now + X_MAX_DEFER_MS, Math.max(now + X_MIN_DEFER_MS, resetAt));
}
