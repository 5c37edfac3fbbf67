import {
  LINKEDIN_CONNECTIONS_BANNER_AT,
  OUTSIDE_HOURS_CLEAR_AFTER_WINDOW_MS,
  PENDING_INVITES_BANNER_AT,
  PENDING_INVITES_WITHDRAW_BELOW,
} from '../constants/account.ts';
import { type AccountState, isRenewalReminderDue } from './billing.ts';
import type { Role } from './roles.ts';

/** Banner kinds in sort priority, first to last (spec 1 §2). */
export const bannerKinds = [
  'linkedInError',
  'renewalReminder',
  'subscriptionCancelled',
  'subscriptionPaused',
  'deactivated',
  'trial',
  'maxPendingInvites',
  'limitedConnectionRequests',
  'linkedInPasswordReset',
  'linkedInConnectionsLimit',
  'botReconnectStatus',
  'outlookIntegrationError',
  'inviteRestriction',
  'facebookIntegrationError',
  'outsideScheduledHours',
  'error',
  'warn',
] as const;
export type BannerKind = (typeof bannerKinds)[number];

export const bannerLevels = ['success', 'error', 'warning', 'notice'] as const;
export type BannerLevel = (typeof bannerLevels)[number];
/** Default banner level. */
export const DEFAULT_BANNER_LEVEL: BannerLevel = 'notice';

export interface Banner {
  type: BannerKind;
  level: BannerLevel;
  message?: string;
  /** Extra values a banner needs (renewal date, app name, …). */
  data?: Record<string, string | number>;
}

/**
 * Banner texts. Outlook, Facebook and password-reset texts are the spec's (§4, §8); the others
 * are ours, written from the spec's description of each banner.
 */
// Thousands separators by hand, not toLocaleString: this object is built when the shell's chunk loads,
// and a first Intl number format costs the browser ~150 ms of ICU start-up on the main thread.
const withCommas = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export const bannerTexts = {
  maxPendingInvites: `You have more than ${withCommas(PENDING_INVITES_BANNER_AT)} pending connection requests. Withdraw them to under ${PENDING_INVITES_WITHDRAW_BELOW} to send invitations again: invitations are disabled until then.`,
  linkedInError: 'We are having trouble connecting to your LinkedIn account. Please reconnect it.',
  linkedInPasswordReset: (appName: string) =>
    `Please reset your LinkedIn password and then proceed to reconnect ${appName}.`,
  linkedInConnectionsLimit: 'You are close to the LinkedIn limit of 30,000 connections.',
  outlookIntegrationError:
    "We've encountered an error. Please disconnect and reconnect your Outlook account.",
  facebookIntegrationError:
    "We've encountered an error. Please disconnect and reconnect your Facebook account.",
  subscriptionCancelled: 'Your subscription has been cancelled.',
  subscriptionPaused: 'Your subscription is paused.',
  deactivated: 'Your account has been deactivated.',
  renewalReminder: (date: string) => `Your subscription renews on ${date}.`,
  trialLink: 'Choose a plan',
  // Ours, from the spec's kind names.
  trial: (endDate: string | null) =>
    endDate ? `You are on a free trial until ${endDate}.` : 'You are on a free trial.',
  limitedConnectionRequests: (until: string) =>
    `LinkedIn limited your connection requests for today. Invitations start again on ${until}.`,
  inviteRestriction: (until: string) =>
    `You reached LinkedIn's weekly invitation limit. Invitations start again on ${until}.`,
  botReconnectStatus: 'We are reconnecting your LinkedIn account…',
  outsideScheduledHours:
    'You are outside your scheduled work hours: campaigns resume when your next window starts.',
} as const;

/** Banners a user may close (spec silent; ours): the informational ones, not those asking for an action. */
export const dismissibleBannerKinds: readonly BannerKind[] = [
  'outsideScheduledHours',
  'linkedInConnectionsLimit',
  'renewalReminder',
  'botReconnectStatus',
  'error',
  'warn',
];

/**
 * Adds a banner, replacing any of the same type; the level defaults to notice.
 *
 * @example
 * addBanner([{ type: 'error', level: 'error', message: 'a' }], { type: 'error', message: 'b' })
 * // [{ type: 'error', level: 'error'… replaced: { type: 'error', level: 'notice', message: 'b' }]
 */
export function addBanner(
  list: readonly Banner[],
  banner: Omit<Banner, 'level'> & { level?: BannerLevel },
): Banner[] {
  return [
    ...list.filter((b) => b.type !== banner.type),
    { ...banner, level: banner.level ?? DEFAULT_BANNER_LEVEL },
  ];
}

/**
 * Removes banners of a type (all when no type is given).
 *
 * @example
 * removeBanners(list, 'trial')
 */
export function removeBanners(list: readonly Banner[], type?: BannerKind): Banner[] {
  return type ? list.filter((b) => b.type !== type) : [];
}

/**
 * Sorts banners by the spec's priority.
 *
 * @example
 * sortBanners([{ type: 'warn', level: 'notice' }, { type: 'trial', level: 'notice' }]).map((b) => b.type) // ['trial', 'warn']
 */
export function sortBanners(list: readonly Banner[]): Banner[] {
  return [...list].sort((a, b) => bannerKinds.indexOf(a.type) - bannerKinds.indexOf(b.type));
}

/** What decides which stored banners show. */
export interface BannerVisibility {
  /** The notification feature is allowed by the plan. */
  notificationsAllowed: boolean;
  isDeactivated: boolean;
  isPaused: boolean;
  hasTrialStarted: boolean;
  /** On a walkthrough page (the trial banner is hidden there). */
  isWalkthroughPage?: boolean;
  isEmailVerified?: boolean;
}

const hiddenWhenBlocked: readonly BannerKind[] = [
  'outsideScheduledHours',
  'maxPendingInvites',
  'linkedInError',
];

/**
 * The banners to show, sorted: none without the notification feature; outside-scheduled,
 * max-pending and LinkedIn-error hidden when deactivated or paused; limited-requests hidden once
 * a trial started; the trial banner hidden on walkthrough pages and before email verification.
 *
 * @example
 * visibleBanners(list, { notificationsAllowed: false, isDeactivated: false, isPaused: false, hasTrialStarted: false }) // []
 */
export function visibleBanners(list: readonly Banner[], v: BannerVisibility): Banner[] {
  if (!v.notificationsAllowed) return [];
  return sortBanners(
    list.filter((b) => {
      if ((v.isDeactivated || v.isPaused) && hiddenWhenBlocked.includes(b.type)) return false;
      if (v.hasTrialStarted && b.type === 'limitedConnectionRequests') return false;
      if (b.type === 'trial' && (v.isWalkthroughPage || v.isEmailVerified === false)) return false;
      return true;
    }),
  );
}

/** The profile values that set or clear banners on load (spec 1 §2). */
export interface ProfileBannerState {
  linkedInPendingInvites?: number | null;
  hasLinkedInError: boolean;
  needsLinkedInPasswordReset: boolean;
  outlookError: boolean;
  isOutsideScheduledHours: boolean;
  /** A connection restriction is in force (see connectionRestrictionEndsAt). */
  hasLimitedConnectionRequests: boolean;
  linkedInConnections?: number | null;
  hasInviteRestriction: boolean;
  isTrial: boolean;
  isSubscriptionCancelled: boolean;
  role: Role;
  /** Subscription end, Unix seconds. */
  subscriptionEndsAt?: number | null;
  nowSeconds: number;
}

/** Banner kinds that profile load sets or clears. */
export const profileBannerKinds = [
  'maxPendingInvites',
  'linkedInError',
  'linkedInPasswordReset',
  'outlookIntegrationError',
  'outsideScheduledHours',
  'limitedConnectionRequests',
  'linkedInConnectionsLimit',
  'inviteRestriction',
  'trial',
  'subscriptionCancelled',
  'renewalReminder',
] as const satisfies readonly BannerKind[];
export type ProfileBannerKind = (typeof profileBannerKinds)[number];

/**
 * Which profile-load banners should be on (true: set, false: clear), spec 1 §2 thresholds:
 * pending invites at 2500 or more, connections at 29900 or more, renewal owner only in 0 to <7 days.
 *
 * @example
 * profileBanners({ ...state, linkedInPendingInvites: 2500 }).maxPendingInvites // true
 * profileBanners({ ...state, linkedInPendingInvites: 2499 }).maxPendingInvites // false
 */
export function profileBanners(s: ProfileBannerState): Record<ProfileBannerKind, boolean> {
  return {
    maxPendingInvites: (s.linkedInPendingInvites ?? 0) >= PENDING_INVITES_BANNER_AT,
    linkedInError: s.hasLinkedInError,
    linkedInPasswordReset: s.needsLinkedInPasswordReset,
    outlookIntegrationError: s.outlookError,
    outsideScheduledHours: s.isOutsideScheduledHours,
    limitedConnectionRequests: s.hasLimitedConnectionRequests,
    linkedInConnectionsLimit: (s.linkedInConnections ?? 0) >= LINKEDIN_CONNECTIONS_BANNER_AT,
    inviteRestriction: s.hasInviteRestriction,
    trial: s.isTrial,
    subscriptionCancelled: s.isSubscriptionCancelled,
    renewalReminder: isRenewalReminderDue({
      isOwner: s.role === 'owner',
      endsAtSeconds: s.subscriptionEndsAt,
      nowSeconds: s.nowSeconds,
    }),
  };
}

/**
 * Applies profile-load results to the banner list: sets missing banners, clears those now off,
 * keeps other banners (and the existing messages of banners that stay on).
 *
 * @example
 * applyProfileBanners([], { trial: true, ...otherFalse }).map((b) => b.type) // ['trial']
 */
export function applyProfileBanners(
  list: readonly Banner[],
  on: Record<ProfileBannerKind, boolean>,
  make: (type: ProfileBannerKind) => Omit<Banner, 'type'> = () => ({ level: DEFAULT_BANNER_LEVEL }),
): Banner[] {
  let next = [...list];
  for (const type of profileBannerKinds) {
    const present = next.some((b) => b.type === type);
    if (on[type] && !present) next = addBanner(next, { type, ...make(type) });
    if (!on[type] && present) next = removeBanners(next, type);
  }
  return next;
}

// ── Operating hours and restrictions ─────────────────────────────────────────

/** A scheduled window: day 0–6 (0 = Sunday), hours 0–24 with endHour exclusive. */
export interface ScheduledWindow {
  day: number;
  startHour: number;
  endHour: number;
}

/** A point in the week in the user's timezone. */
export interface WeekTime {
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const WEEK_SECONDS = 7 * 86_400;
const toWeekSeconds = (t: WeekTime) => t.day * 86_400 + t.hour * 3_600 + t.minute * 60 + t.second;

/**
 * The weekday and time of an instant in a timezone (Intl only, so it runs in the browser and Lambda).
 *
 * @example
 * zonedWeekTime(new Date('2024-01-01T12:00:00Z'), 'UTC') // { day: 1, hour: 12, minute: 0, second: 0 }
 */
export function zonedWeekTime(instant: Date, timeZone: string): WeekTime {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '0';
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  return { day, hour: Number(get('hour')), minute: Number(get('minute')), second: Number(get('second')) };
}

/**
 * Whether a week time falls outside every scheduled window.
 *
 * @example
 * isOutsideScheduledHours([{ day: 1, startHour: 9, endHour: 17 }], { day: 1, hour: 17, minute: 0, second: 0 }) // true
 */
export function isOutsideScheduledHours(windows: readonly ScheduledWindow[], now: WeekTime): boolean {
  const t = toWeekSeconds(now);
  return !windows.some((w) => {
    const start = w.day * 86_400 + w.startHour * 3_600;
    const end = w.day * 86_400 + w.endHour * 3_600;
    return t >= start && t < end;
  });
}

/**
 * Milliseconds until the 'Outside scheduled hours' banner clears: the next window start plus
 * 2 minutes. Null when there is no window at all.
 *
 * @example
 * outsideHoursClearDelayMs([{ day: 1, startHour: 9, endHour: 17 }], { day: 1, hour: 8, minute: 0, second: 0 }) // 3_720_000
 */
export function outsideHoursClearDelayMs(windows: readonly ScheduledWindow[], now: WeekTime): number | null {
  const open = windows.filter((w) => w.endHour > w.startHour);
  if (open.length === 0) return null;
  const t = toWeekSeconds(now);
  const waits = open.map((w) => {
    const start = w.day * 86_400 + w.startHour * 3_600;
    return (((start - t) % WEEK_SECONDS) + WEEK_SECONDS) % WEEK_SECONDS || WEEK_SECONDS;
  });
  return Math.min(...waits) * 1_000 + OUTSIDE_HOURS_CLEAR_AFTER_WINDOW_MS;
}

/** Units a connection restriction can be expressed in. */
export const connectionRestrictionUnits = ['minutes', 'hours', 'days', 'weeks'] as const;
export type ConnectionRestrictionUnit = (typeof connectionRestrictionUnits)[number];
const unitMs: Record<ConnectionRestrictionUnit, number> = {
  minutes: 60_000,
  hours: 3_600_000,
  days: 86_400_000,
  weeks: 604_800_000,
};

/**
 * When a connection restriction ends: 1 day for type 'days', otherwise 3 of the type's unit, from
 * the restriction time (spec 1 §4; the type read as a unit is ours). Times in ms.
 *
 * @example
 * connectionRestrictionEndsAt({ at: 0, type: 'days' })  // 86_400_000
 * connectionRestrictionEndsAt({ at: 0, type: 'hours' }) // 10_800_000
 */
export function connectionRestrictionEndsAt(input: { at: number; type: string | null | undefined }): number {
  if (input.type === 'days') return input.at + unitMs.days;
  // Unknown types count in days: 3 days.
  const unit = (connectionRestrictionUnits as readonly string[]).includes(input.type ?? '')
    ? (input.type as ConnectionRestrictionUnit)
    : 'days';
  return input.at + 3 * unitMs[unit];
}

/**
 * Whether a connection restriction is in force.
 *
 * @example
 * isConnectionRestricted({ at: 0, type: 'days', now: 86_399_999 }) // true
 */
export function isConnectionRestricted(input: {
  at: number | null | undefined;
  type: string | null | undefined;
  now: number;
}): boolean {
  if (input.at == null) return false;
  return input.now < connectionRestrictionEndsAt({ at: input.at, type: input.type });
}

// ── The shell's banners from the data the SPA has ────────────────────────────

/** The server's banner facts (GET /users/me `bannerSignals`). */
export interface BannerSignals {
  linkedInPendingInvites: number;
  linkedInConnections: number;
  linkedInError: boolean;
  linkedInPasswordReset: boolean;
  botReconnecting: boolean;
  facebookError: boolean;
  invitesLimitedUntil: string | null;
  invitesRestrictedUntil: string | null;
  outsideScheduledHours: boolean;
  nextWindowStartAt: string | null;
}

/** What the shell knows when it (re)loads the profile. */
export interface ShellBannerInput {
  signals: BannerSignals | null;
  outlookError: boolean;
  state: AccountState;
  role: Role;
  /** The owner's billing info (null for others: it is fetched for owners only). */
  billing: { cancelled: boolean; paused: boolean; endsAtSeconds: number | null } | null;
  /** Formats an instant (ms) as the shell shows dates. */
  formatDate: (ms: number) => string;
  trialEndsAt: string | null;
  appName: string;
  nowMs: number;
}

/**
 * Every banner the data calls for, with its text and level (unsorted, before visibleBanners):
 * the profile-load kinds of profileBanners (the renewal reminder not while cancelled or paused:
 * nothing renews then, ours), plus paused, deactivated, Facebook and the reconnect under way.
 *
 * @example
 * shellBanners({ ...input, state: 'trial' }).map((b) => b.type) // ['trial']
 */
export function shellBanners(i: ShellBannerInput): Banner[] {
  const s = i.signals;
  const date = (iso: string | null) => (iso ? i.formatDate(Date.parse(iso)) : '');
  const paused = i.state === 'paused' || Boolean(i.billing?.paused);
  const cancelled = Boolean(i.billing?.cancelled);
  const on = profileBanners({
    linkedInPendingInvites: s?.linkedInPendingInvites,
    hasLinkedInError: Boolean(s?.linkedInError),
    needsLinkedInPasswordReset: Boolean(s?.linkedInPasswordReset),
    outlookError: i.outlookError,
    isOutsideScheduledHours: Boolean(s?.outsideScheduledHours),
    hasLimitedConnectionRequests: Boolean(s?.invitesLimitedUntil),
    linkedInConnections: s?.linkedInConnections,
    hasInviteRestriction: Boolean(s?.invitesRestrictedUntil),
    isTrial: i.state === 'trial',
    isSubscriptionCancelled: cancelled,
    role: i.role,
    subscriptionEndsAt: i.billing && !cancelled && !paused ? i.billing.endsAtSeconds : null,
    nowSeconds: Math.floor(i.nowMs / 1000),
  });
  const texts: Record<ProfileBannerKind, () => Omit<Banner, 'type'>> = {
    maxPendingInvites: () => ({ level: 'error', message: bannerTexts.maxPendingInvites }),
    linkedInError: () => ({ level: 'error', message: bannerTexts.linkedInError }),
    linkedInPasswordReset: () => ({ level: 'error', message: bannerTexts.linkedInPasswordReset(i.appName) }),
    outlookIntegrationError: () => ({ level: 'error', message: bannerTexts.outlookIntegrationError }),
    outsideScheduledHours: () => ({ level: 'notice', message: bannerTexts.outsideScheduledHours }),
    limitedConnectionRequests: () => ({
      level: 'warning',
      message: bannerTexts.limitedConnectionRequests(date(s?.invitesLimitedUntil ?? null)),
    }),
    linkedInConnectionsLimit: () => ({ level: 'warning', message: bannerTexts.linkedInConnectionsLimit }),
    inviteRestriction: () => ({
      level: 'warning',
      message: bannerTexts.inviteRestriction(date(s?.invitesRestrictedUntil ?? null)),
    }),
    trial: () => ({
      level: 'notice',
      message: bannerTexts.trial(i.trialEndsAt ? date(i.trialEndsAt) || null : null),
    }),
    subscriptionCancelled: () => ({ level: 'warning', message: bannerTexts.subscriptionCancelled }),
    renewalReminder: () => ({
      level: 'notice',
      message: bannerTexts.renewalReminder(i.formatDate((i.billing?.endsAtSeconds ?? 0) * 1000)),
    }),
  };
  let list = applyProfileBanners([], on, (type) => texts[type]());
  if (paused)
    list = addBanner(list, {
      type: 'subscriptionPaused',
      level: 'notice',
      message: bannerTexts.subscriptionPaused,
    });
  if (i.state === 'deactivated')
    list = addBanner(list, { type: 'deactivated', level: 'error', message: bannerTexts.deactivated });
  if (s?.facebookError)
    list = addBanner(list, {
      type: 'facebookIntegrationError',
      level: 'error',
      message: bannerTexts.facebookIntegrationError,
    });
  if (s?.botReconnecting)
    list = addBanner(list, {
      type: 'botReconnectStatus',
      level: 'notice',
      message: bannerTexts.botReconnectStatus,
    });
  return list;
}
