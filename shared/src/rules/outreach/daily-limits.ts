// Daily action limits. The spec names the settings page (/settings/daily-limits,
// PATCH /users/edit-daily-limits) but gives no numbers: every value here is OURS, chosen to stay
// well inside what LinkedIn tolerates (shared/linkedin-facts.md: invitations about 100–200 a week,
// 80–100 a day at most for paid accounts).
import * as z from 'zod';
import type { StepType } from './sequence.ts';
import { localDate, resolveTimezone } from './zoned-time.ts';

export const dailyLimitKeys = [
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
  'emails',
  'twitterMessages',
  'twitterFollows',
  'withdrawals',
] as const;
export type DailyLimitKey = (typeof dailyLimitKeys)[number];
export type DailyLimits = Record<DailyLimitKey, number>;

/**
 * Per-day defaults (OURS, LinkedIn-safe).
 *
 * @example
 * defaultDailyLimits.invites // 20
 */
export const defaultDailyLimits: Readonly<DailyLimits> = {
  invites: 20,
  messages: 50,
  views: 80,
  inmails: 20,
  follows: 30,
  endorsements: 30,
  postLikes: 30,
  groupMessages: 30,
  eventMessages: 30,
  eventInvites: 50,
  companyInvites: 50,
  emails: 100,
  twitterMessages: 30,
  twitterFollows: 30,
  withdrawals: 50,
};

/** The most a user may set per day (OURS; invites capped at LinkedIn's ~100/day top). */
export const maxDailyLimits: Readonly<DailyLimits> = {
  invites: 100,
  messages: 150,
  views: 250,
  inmails: 50,
  follows: 100,
  endorsements: 100,
  postLikes: 100,
  groupMessages: 100,
  eventMessages: 100,
  eventInvites: 250,
  companyInvites: 250,
  emails: 500,
  twitterMessages: 100,
  twitterFollows: 100,
  withdrawals: 200,
};

/** Invitations per rolling week (OURS, linkedin-facts.md "about 100–200 a week"). */
export const weeklyInviteLimit = 100;

export function dailyLimitMessage(key: DailyLimitKey): string {
  return `Daily limit must be between 0 and ${maxDailyLimits[key]}`;
}

/** Schema of the daily-limits settings: each key optional, 0 to its maximum (OURS). */
export const ZDailyLimits = z.object(
  Object.fromEntries(
    dailyLimitKeys.map((k) => [
      k,
      z
        .number()
        .int(dailyLimitMessage(k))
        .min(0, dailyLimitMessage(k))
        .max(maxDailyLimits[k], dailyLimitMessage(k))
        .optional(),
    ]),
  ) as Record<DailyLimitKey, z.ZodOptional<z.ZodNumber>>,
);

/** A user's limits: their settings over the defaults. */
export function effectiveDailyLimits(overrides?: Partial<DailyLimits> | null): DailyLimits {
  const out = { ...defaultDailyLimits };
  for (const k of dailyLimitKeys) {
    const v = overrides?.[k];
    if (typeof v === 'number' && Number.isFinite(v))
      out[k] = Math.min(Math.max(0, Math.floor(v)), maxDailyLimits[k]);
  }
  return out;
}

/** The limit a step's main action counts against. */
export const stepLimitKey: Record<StepType, DailyLimitKey> = {
  'LI View': 'views',
  'LI Connect': 'invites',
  'LI Message': 'messages',
  'Chained messages': 'messages',
  'InMail Message': 'inmails',
  Email: 'emails',
  'Twitter DM': 'twitterMessages',
  'Twitter Follow': 'twitterFollows',
  'Group Message': 'groupMessages',
  'Event Message': 'eventMessages',
  'Invite to event': 'eventInvites',
  'Invite to company': 'companyInvites',
};

/** What is left today (never negative). */
export function remainingToday(limits: DailyLimits, key: DailyLimitKey, doneToday: number): number {
  return Math.max(0, limits[key] - Math.max(0, doneToday));
}

/**
 * The counter bucket of an instant: the user's local calendar day, so limits reset at the
 * user's midnight, not UTC's.
 *
 * @example
 * dailyCounterKey(Date.UTC(2025, 0, 1, 5), 'America/Los_Angeles') // '2024-12-31'
 */
export function dailyCounterKey(instantMs: number, timezone: string): string {
  return localDate(instantMs, resolveTimezone(timezone));
}
