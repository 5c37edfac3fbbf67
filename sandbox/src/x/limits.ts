/**
 * X API v2 rate limits for what the product uses (per user, per endpoint), as X documents them for
 * the Basic/Pro tiers: a 15-minute window per endpoint, and for posting and DMs a 24-hour cap on top.
 * A request over either answers 429 with the `x-rate-limit-*` headers (and `x-user-limit-24hour-*`).
 */
export type XEndpoint = 'me' | 'user-lookup' | 'follow' | 'dm' | 'dm-read' | 'tweet' | 'media';

export interface XLimit {
  /** Requests per 15-minute window. */
  window: number;
  /** Requests per 24 hours, where X has such a cap. */
  day?: number;
}

export const X_LIMITS: Record<XEndpoint, XLimit> = {
  me: { window: 75 },
  'user-lookup': { window: 900 },
  follow: { window: 50, day: 400 },
  dm: { window: 200, day: 1000 },
  // GET /2/dm_events: 15 requests per 15 minutes per user (Basic tier).
  'dm-read': { window: 15 },
  tweet: { window: 100, day: 2400 },
  media: { window: 500 },
};

export const WINDOW_MS = 15 * 60_000;
export const DAY_MS = 24 * 3600_000;

/** One user's use of one endpoint: the current 15-minute and 24-hour windows. */
export interface Usage {
  windowStart: number;
  windowCount: number;
  dayStart: number;
  dayCount: number;
}

export interface LimitCheck {
  allowed: boolean;
  headers: Record<string, string>;
  usage: Usage;
}

/**
 * Counts one request against `limit` at `now` (fixed windows that open with the first request, as
 * X's do) and tells whether it may go through, with the headers X sends either way.
 */
export function takeRequest(usage: Usage | undefined, limit: XLimit, now: number): LimitCheck {
  const u: Usage = usage ? { ...usage } : { windowStart: now, windowCount: 0, dayStart: now, dayCount: 0 };
  if (now - u.windowStart >= WINDOW_MS) {
    u.windowStart = now;
    u.windowCount = 0;
  }
  if (now - u.dayStart >= DAY_MS) {
    u.dayStart = now;
    u.dayCount = 0;
  }
  const windowFull = u.windowCount >= limit.window;
  const dayFull = limit.day !== undefined && u.dayCount >= limit.day;
  const allowed = !windowFull && !dayFull;
  if (allowed) {
    u.windowCount += 1;
    u.dayCount += 1;
  }
  const secs = (ms: number) => String(Math.ceil(ms / 1000));
  const headers: Record<string, string> = {
    'x-rate-limit-limit': String(limit.window),
    'x-rate-limit-remaining': String(Math.max(0, limit.window - u.windowCount)),
    'x-rate-limit-reset': secs(u.windowStart + WINDOW_MS),
  };
  if (limit.day !== undefined) {
    headers['x-user-limit-24hour-limit'] = String(limit.day);
    headers['x-user-limit-24hour-remaining'] = String(Math.max(0, limit.day - u.dayCount));
    headers['x-user-limit-24hour-reset'] = secs(u.dayStart + DAY_MS);
  }
  return { allowed, headers, usage: u };
}
