// The email channel's sending rules (issue #13). The spec names daily limits and the Email step;
// the warm-up ramp, where a lead's address comes from and the sync cadence are OURS.
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../../schemas/email.ts';

/** Emails a freshly connected mailbox may send on its first day (OURS). */
export const WARMUP_START_PER_DAY = 20;
/** How many more each following day, until the user's daily limit is reached (OURS). */
export const WARMUP_STEP_PER_DAY = 10;

const DAY_MS = 86_400_000;

/**
 * The warm-up ramp: a new mailbox sends 20 emails on its first day, 10 more on every following
 * day, never more than the user's daily email limit.
 *
 * @example
 * warmupDailyLimit(100, 0) // 20 (the day it was connected)
 * warmupDailyLimit(100, 3 * 86_400_000) // 50
 * warmupDailyLimit(30, 30 * 86_400_000) // 30
 */
export function warmupDailyLimit(dailyLimit: number, mailboxAgeMs: number): number {
  const days = Math.max(0, Math.floor(mailboxAgeMs / DAY_MS));
  return Math.max(0, Math.min(dailyLimit, WARMUP_START_PER_DAY + WARMUP_STEP_PER_DAY * days));
}

/**
 * Whether a string is an address the email step can send to (the forms' pattern, ≤ 254 characters).
 *
 * @example
 * isSendableEmail('ada@example.com') // true
 * isSendableEmail('not an email') // false
 */
export function isSendableEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value.trim());
}

/** CSV columns that hold a lead's email (spec 3 §3 `csv_email`, `csv_emailaddress`, and common exports). */
export const emailColumnKeys = [
  'csv_email',
  'csv_emailaddress',
  'csv_workemail',
  'csv_mail',
  'csv_email1',
  'csv_primaryemail',
  'csv_businessemail',
] as const;

/**
 * The address the Email step writes to: the person's email or work email, else a known CSV column.
 *
 * @example
 * leadEmailAddress({ email: 'ada@example.com' }, {}) // 'ada@example.com'
 * leadEmailAddress({}, { csv_emailaddress: 'Grace@Navy.example' }) // 'grace@navy.example'
 */
export function leadEmailAddress(
  person: { email?: unknown; workEmail?: unknown } | null | undefined,
  csvColumns: Record<string, unknown> | null | undefined,
): string | null {
  const candidates = [person?.email, person?.workEmail, ...emailColumnKeys.map((k) => csvColumns?.[k])];
  const found = candidates.find(isSendableEmail);
  return found ? found.trim().toLowerCase() : null;
}

/** How often (product time) a mailbox is read for replies and bounces while campaigns wait on it (OURS). */
export const MAIL_SYNC_INTERVAL_MS = 10 * 60_000;
/** A mailbox is read while it sent a campaign email within this long (OURS). */
export const MAIL_SYNC_WINDOW_MS = 30 * DAY_MS;
/** A mailbox that cannot be used is looked at again this much later by a waiting Email step (OURS). */
export const MAILBOX_RETRY_MS = 60 * 60_000;
