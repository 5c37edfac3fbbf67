// Greetings (/settings/greetings): the bot congratulates connections on LinkedIn's occasions with
// the message set per occasion. Rules here are OURS (the spec names the page and the call only).
import type { GreetingType, TGreetingMessage } from '../../schemas/profile.ts';
import { renderTemplate } from './placeholders.ts';

const DAY_MS = 86_400_000;

/** An occasion is greeted up to this many days after its date, never later (a late wish reads odd). */
export const GREETING_WINDOW_DAYS = 2;

/**
 * A person is greeted once per occasion kind within this many days (ours): birthdays and work
 * anniversaries come once a year, and a site that lists one person's birthday on two dates (today's
 * and yesterday's notifications) still gets one wish.
 */
export const GREETING_REPEAT_DAYS = 300;

/** One occasion as the bot reads it off LinkedIn's notifications. */
export interface CelebrationSeen {
  type: GreetingType;
  /** The occasion's date, YYYY-MM-DD (UTC). */
  date: string;
  publicId: string;
  profileUrl: string;
  firstName: string;
  lastName: string;
}

/**
 * The greeting's bot action: one per person per occasion (type and date), so reading the same
 * notification again, or a redelivered sync, never greets twice.
 *
 * @example
 * greetingActionId({ type: 'birthday', publicId: 'ada', date: '2026-12-30' }) // 'greeting#birthday#ada#2026-12-30'
 */
export const greetingActionId = (c: Pick<CelebrationSeen, 'type' | 'publicId' | 'date'>) =>
  `greeting#${c.type}#${c.publicId.toLowerCase()}#${c.date}`;

/**
 * The actions of one person's occasions of one kind share this prefix (the sort key of `greetingActionId`).
 *
 * @example
 * greetingKindPrefix({ type: 'birthday', publicId: 'Ada' }) // 'greeting#birthday#ada#'
 */
export const greetingKindPrefix = (c: Pick<CelebrationSeen, 'type' | 'publicId'>) =>
  `greeting#${c.type}#${c.publicId.toLowerCase()}#`;

/** Whether a greeting of the same kind dated `earlier` (YYYY-MM-DD) rules out one dated `date`. */
export function isRepeatGreeting(earlier: string, date: string): boolean {
  const gap = Math.abs(Date.parse(`${date}T00:00:00Z`) - Date.parse(`${earlier}T00:00:00Z`));
  return Number.isFinite(gap) && gap < GREETING_REPEAT_DAYS * DAY_MS;
}

/** Whether an occasion dated `date` may still be greeted at `now`. */
export function isGreetingDue(date: string, now: number): boolean {
  const at = Date.parse(`${date}T00:00:00Z`);
  if (!Number.isFinite(at)) return false;
  const today = Date.parse(`${new Date(now).toISOString().slice(0, 10)}T00:00:00Z`);
  return at <= today && at >= today - GREETING_WINDOW_DAYS * DAY_MS;
}

/**
 * A greeting's text: `{{firstName}}` / `{{lastName}}` (what the settings page offers) and the
 * campaign placeholders `{{first_name}}`, `{{last_name}}`.
 *
 * @example
 * renderGreeting('Happy birthday, {{firstName}}!', { firstName: 'Ada', lastName: 'L' }) // 'Happy birthday, Ada!'
 */
export function renderGreeting(message: string, p: { firstName: string; lastName: string }): string {
  const named = message
    .replace(/\{\{\s*firstName\s*\}\}/g, p.firstName)
    .replace(/\{\{\s*lastName\s*\}\}/g, p.lastName);
  return renderTemplate(named, { firstName: p.firstName, lastName: p.lastName }).trim();
}

export interface PlannedGreeting {
  actionId: string;
  type: GreetingType;
  date: string;
  publicId: string;
  profileUrl: string;
  text: string;
}

/**
 * What to send for the occasions read: enabled occasion types only, still due, each person once per
 * occasion kind (the oldest date seen), oldest occasion first.
 */
export function planGreetings(
  seen: readonly CelebrationSeen[],
  settings: readonly TGreetingMessage[],
  now: number,
): PlannedGreeting[] {
  const out = new Map<string, PlannedGreeting>();
  for (const c of [...seen].sort((a, b) => a.date.localeCompare(b.date))) {
    const g = settings.find((s) => s.type === c.type);
    if (!g?.isEnabled || !g.message.trim() || !isGreetingDue(c.date, now)) continue;
    const kind = greetingKindPrefix(c);
    if (out.has(kind)) continue;
    const actionId = greetingActionId(c);
    const text = renderGreeting(g.message, c);
    if (!text) continue;
    out.set(kind, {
      actionId,
      type: c.type,
      date: c.date,
      publicId: c.publicId,
      profileUrl: c.profileUrl,
      text,
    });
  }
  return [...out.values()];
}
