// The product's own caps per sender (issue #9): the weekly invitation window, LinkedIn's limit
// signals, pending invitations and the warm-up of a new account. Every number here is OURS, chosen
// from shared/linkedin-facts.md ("about 100–200 invitations a week", "pending above ~500 is a
// common safety threshold"); the choices are listed in shared/SPEC-CHOICES.md.
import type { DailyLimitKey, DailyLimits } from './daily-limits.ts';
import { splitIsoDate } from './zoned-time.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Invites are counted per hour bucket (epoch hours), so the weekly window rolls hour by hour. */
export const INVITE_BUCKET_MS = HOUR_MS;
/** Buckets before the current one that the rolling week covers: 168 h, plus the current hour. */
export const INVITE_WINDOW_BUCKETS = (7 * DAY_MS) / INVITE_BUCKET_MS;

/** The hour bucket of an instant. */
export function inviteBucket(instantMs: number): number {
  return Math.floor(instantMs / INVITE_BUCKET_MS);
}

/** A bucket as a sort key: zero-padded, so keys sort like numbers. */
export function inviteBucketKey(bucket: number): string {
  return String(bucket).padStart(10, '0');
}

export interface BucketCount {
  bucket: number;
  count: number;
}

/**
 * The rolling week at `nowMs`: invites of the current hour bucket and of the 168 before it, so
 * the window always covers LinkedIn's "last 7 × 24 hours" (it may reach up to an hour further back).
 *
 * @example
 * inviteWindow([{ bucket: 10, count: 3 }, { bucket: 178, count: 2 }], 178 * 3_600_000)
 * // { used: 5, before: 3, current: 2 }
 */
export function inviteWindow(
  buckets: readonly BucketCount[],
  nowMs: number,
): { used: number; before: number; current: number } {
  const cur = inviteBucket(nowMs);
  let before = 0;
  let current = 0;
  for (const b of buckets) {
    if (b.bucket === cur) current += b.count;
    else if (b.bucket < cur && b.bucket >= cur - INVITE_WINDOW_BUCKETS) before += b.count;
  }
  return { used: before + current, before, current };
}

/**
 * The first instant after `nowMs` at which the rolling week has room for one more invite under
 * `limit` (the start of an hour bucket): when the oldest invites leave the window. Leads over the
 * cap wait for that instant instead of trying every work day.
 *
 * @example
 * // 100 invites sent at hour 0, limit 100: room again when hour 0 leaves the window (hour 169).
 * nextInviteSlotAt([{ bucket: 0, count: 100 }], 5 * 3_600_000, 100) // 169 * 3_600_000
 */
export function nextInviteSlotAt(buckets: readonly BucketCount[], nowMs: number, limit: number): number {
  const cur = inviteBucket(nowMs);
  for (let k = 1; k <= INVITE_WINDOW_BUCKETS + 1; k++) {
    const at = cur + k;
    let used = 0;
    for (const b of buckets) if (b.bucket <= cur && b.bucket >= at - INVITE_WINDOW_BUCKETS) used += b.count;
    if (used < limit) return at * INVITE_BUCKET_MS;
  }
  return (cur + INVITE_WINDOW_BUCKETS + 1) * INVITE_BUCKET_MS;
}

// ---------- LinkedIn's limit signals ----------

/** A limit LinkedIn told the bot about. */
export type LimitSignal = 'weekly-invite-limit' | 'daily-invite-limit' | 'message-limit' | 'view-limit';
export const limitSignals = [
  'weekly-invite-limit',
  'daily-invite-limit',
  'message-limit',
  'view-limit',
] as const;

/** The kind of outreach a signal pauses: the sender's invitations, messages or profile views. */
export type PausedKind = 'invites' | 'messages' | 'views';

/** The kind of outreach a signal is about. */
export function signalKind(signal: LimitSignal): PausedKind {
  if (signal === 'message-limit') return 'messages';
  if (signal === 'view-limit') return 'views';
  return 'invites';
}

/** How long invitations pause after LinkedIn's weekly-limit alert (OURS: 3 days, then try again). */
export const WEEKLY_SIGNAL_PAUSE_MS = 3 * DAY_MS;
/**
 * After a daily signal (invitations, messages, profile views): 24 hours (OURS). LinkedIn counts
 * these over a rolling day, so after 24 hours every action before the refusal has left its window.
 */
export const DAILY_SIGNAL_PAUSE_MS = DAY_MS;

/**
 * Until when the signal's kind of outreach pauses. A pause never shortens a longer one.
 *
 * @example
 * signalPauseUntil('weekly-invite-limit', 0) // 259_200_000 (3 days)
 * signalPauseUntil('message-limit', 0) // 86_400_000 (a day)
 */
export function signalPauseUntil(signal: LimitSignal, nowMs: number, current?: number | null): number {
  const until = nowMs + (signal === 'weekly-invite-limit' ? WEEKLY_SIGNAL_PAUSE_MS : DAILY_SIGNAL_PAUSE_MS);
  return Math.max(until, current ?? 0);
}

/** Until when invitations pause after a signal (kept name of `signalPauseUntil`). */
export const invitePauseUntil = signalPauseUntil;

/** What the daily-limits page says about a pause (OURS, in the spec's banner style). */
export const capTexts = {
  pausedWeekly: (until: string) =>
    `LinkedIn says you reached the weekly invitation limit. Invitations are paused until ${until}; other steps go on.`,
  pausedDaily: (until: string) =>
    `LinkedIn says you reached today's invitation limit. Invitations are paused until ${until}; other steps go on.`,
  pausedMessages: (until: string) =>
    `LinkedIn says you reached its message limit. Messages are paused until ${until}; other steps go on.`,
  pausedViews: (until: string) =>
    `LinkedIn says you reached today's limit for profile views. Profile views are paused until ${until}; other steps go on.`,
  weeklyFull: (until: string) => `This week's invitations are used up. The next one goes out after ${until}.`,
  pendingHeld: (pending: number, hold: number) =>
    `${pending} invitations are pending, more than your threshold of ${hold}. New invitations wait until some are accepted or withdrawn.`,
  warmUp: (day: number, days: number, percent: number) =>
    `Warm-up: day ${day} of ${days}. Today your LinkedIn limits are ${percent}% of your settings.`,
} as const;

// ---------- pending invitations ----------

/**
 * New invites wait while this many invitations are pending (OURS: linkedin-facts.md "pending
 * invitations above ~500 are a common safety threshold"; the spec's banner asks to go under 500).
 */
export const DEFAULT_PENDING_INVITES_HOLD = 500;
export const MIN_PENDING_INVITES_HOLD = 100;
export const MAX_PENDING_INVITES_HOLD = 2_500;
export const pendingHoldMessage = `Please enter a number from ${MIN_PENDING_INVITES_HOLD} to ${MAX_PENDING_INVITES_HOLD}`;

/**
 * Whether a new invite must wait for pending invitations to go down.
 *
 * @example
 * holdsInvites(500, 500) // true
 * holdsInvites(499, 500) // false
 */
export function holdsInvites(pending: number, hold: number): boolean {
  return pending >= hold;
}

// ---------- warm-up ----------

/** The warm-up lasts this many local days (OURS, the "about two weeks"). */
export const WARM_UP_DAYS = 14;
/** The share of the user's limits on the first warm-up day (OURS); it grows linearly to 100%. */
export const WARM_UP_FIRST_DAY_SHARE = 0.2;

/** Limits the warm-up ramps: the LinkedIn actions (email and X keep their own pace). */
export const warmUpLimitKeys: readonly DailyLimitKey[] = [
  'invites',
  'messages',
  'views',
  'inmails',
  'follows',
  'endorsements',
  'postLikes',
  'groupMessages',
  'eventMessages',
  'eventInvites',
  'companyInvites',
  'withdrawals',
];

const dayNumber = (date: string) => {
  const { year, month, day } = splitIsoDate(date);
  return Math.round(Date.UTC(year, month - 1, day) / DAY_MS);
};

/**
 * The warm-up day (1…14) of a local calendar day, or null when the warm-up is over (or not started).
 * Calendar days, so a DST change or a year end counts as one day like any other.
 *
 * @example
 * warmUpDay('2026-12-30', '2027-01-02') // 4
 * warmUpDay('2026-12-30', '2027-01-13') // null
 */
export function warmUpDay(startDate: string, today: string): number | null {
  const n = dayNumber(today) - dayNumber(startDate) + 1;
  return n >= 1 && n <= WARM_UP_DAYS ? n : null;
}

/**
 * The share of the limits on a warm-up day: 20% on day 1 up to 100% on day 14.
 *
 * @example
 * warmUpShare(1) // 0.2
 * warmUpShare(14) // 1
 */
export function warmUpShare(day: number): number {
  if (day >= WARM_UP_DAYS) return 1;
  const d = Math.max(1, day);
  return WARM_UP_FIRST_DAY_SHARE + ((1 - WARM_UP_FIRST_DAY_SHARE) * (d - 1)) / (WARM_UP_DAYS - 1);
}

/**
 * The limits of a warm-up day: each LinkedIn limit times the day's share, rounded down but at
 * least 1 where the user allows any.
 *
 * @example
 * warmUpLimits({ ...defaultDailyLimits, invites: 20 }, 1).invites // 4
 */
export function warmUpLimits(limits: DailyLimits, day: number | null): DailyLimits {
  if (day === null) return limits;
  const share = warmUpShare(day);
  const out = { ...limits };
  for (const k of warmUpLimitKeys) {
    const v = limits[k];
    out[k] = v > 0 ? Math.max(1, Math.floor(v * share)) : 0;
  }
  return out;
}
