// Work hours for the scheduler: the user's operatingHours.scheduled entries (spec 1 §3
// "User preferences: operatingHours.scheduled (day, startHour, endHour)") read in the user's
// timezone. Pure, Intl only. Shapes the spec does not give are OURS (see SPEC-CHOICES.md).
import * as z from 'zod';
import {
  addDays,
  localDate,
  resolveTimezone,
  splitIsoDate,
  weekdayOf,
  zonedToInstant,
} from './zoned-time.ts';

export const weekdayNames = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type WeekdayName = (typeof weekdayNames)[number];

/** One scheduled window: a weekday (0 = Sunday … 6, or its English name) and hours 0–24 (9.5 = 09:30). */
export interface ScheduledHours {
  day: number | string;
  startHour: number;
  endHour: number;
}

/** Weekday number of a `day` value: 0–6, or a name such as 'Monday' / 'mon'; null when unknown. */
export function weekdayNumber(day: number | string): number | null {
  if (typeof day === 'number') return Number.isInteger(day) && day >= 0 && day <= 6 ? day : null;
  const d = day.trim().toLowerCase();
  if (/^[0-6]$/.test(d)) return Number(d);
  const i = weekdayNames.findIndex((n) => n === d || (d.length >= 3 && n.startsWith(d)));
  return i >= 0 ? i : null;
}

export const workHoursMessages = {
  day: 'Please choose a day of the week',
  hour: 'Hours must be between 0 and 24',
} as const;

/** Schema of operatingHours.scheduled (OURS: messages and the 0–24 range). */
export const ZScheduledHours = z.object({
  day: z.union([z.number(), z.string()]).refine((d) => weekdayNumber(d) !== null, workHoursMessages.day),
  startHour: z.number().min(0, workHoursMessages.hour).max(24, workHoursMessages.hour),
  endHour: z.number().min(0, workHoursMessages.hour).max(24, workHoursMessages.hour),
});
export const ZOperatingHours = z.object({ scheduled: z.array(ZScheduledHours).max(7 * 4) });

/** Monday to Friday, 9:00–17:00, for users who never set work hours. OURS. */
export const defaultScheduledHours: ScheduledHours[] = [1, 2, 3, 4, 5].map((day) => ({
  day,
  startHour: 9,
  endHour: 17,
}));

interface Window {
  start: number;
  end: number;
}

function atHour(date: string, hour: number, tz: string): number {
  // 24 means midnight at the end of the day.
  const dayShift = Math.floor(hour / 24);
  const h = hour - dayShift * 24;
  const { year, month, day } = splitIsoDate(addDays(date, dayShift));
  const whole = Math.floor(h);
  return zonedToInstant({ year, month, day, hour: whole, minute: Math.round((h - whole) * 60) }, tz);
}

/**
 * Windows that start on local days from `fromDay` for `days` days. An entry whose end is not after
 * its start runs overnight into the next day (22 → 6); equal hours make no window.
 */
function windows(hours: readonly ScheduledHours[], tz: string, fromDay: string, days: number): Window[] {
  const out: Window[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(fromDay, i);
    const wd = weekdayOf(date);
    for (const h of hours) {
      if (weekdayNumber(h.day) !== wd || h.startHour === h.endHour) continue;
      const endHour = h.endHour > h.startHour ? h.endHour : h.endHour + 24;
      const start = atHour(date, h.startHour, tz);
      const end = atHour(date, endHour, tz);
      if (end > start) out.push({ start, end });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

function around(hours: readonly ScheduledHours[], timezone: string, instantMs: number): Window[] {
  const tz = resolveTimezone(timezone);
  // From two days back (an overnight window of yesterday may still run) to eight ahead.
  return windows(hours, tz, addDays(localDate(instantMs, tz), -2), 11);
}

/**
 * Whether an instant falls inside the user's work hours (start inclusive, end exclusive).
 *
 * @example
 * const monFri9to17 = [1, 2, 3, 4, 5].map((day) => ({ day, startHour: 9, endHour: 17 }));
 * isWithinWorkHours(monFri9to17, 'Europe/Berlin', Date.UTC(2025, 0, 13, 8)) // true (Mon 09:00 in Berlin)
 */
export function isWithinWorkHours(
  hours: readonly ScheduledHours[],
  timezone: string,
  instantMs: number,
): boolean {
  return around(hours, timezone, instantMs).some((w) => w.start <= instantMs && instantMs < w.end);
}

/**
 * The start of the next window strictly after the instant, or null when no day is scheduled.
 *
 * @example
 * nextWindowStart(monFri9to17, 'Europe/Berlin', Date.UTC(2025, 0, 17, 17)) // Date.UTC(2025, 0, 20, 8) (Fri 18:00 → Mon 09:00)
 */
export function nextWindowStart(
  hours: readonly ScheduledHours[],
  timezone: string,
  instantMs: number,
): number | null {
  const next = around(hours, timezone, instantMs).find((w) => w.start > instantMs);
  return next ? next.start : null;
}

/** The end of the work period containing the instant (touching windows merged), or null when outside. */
export function currentWindowEnd(
  hours: readonly ScheduledHours[],
  timezone: string,
  instantMs: number,
): number | null {
  const ws = around(hours, timezone, instantMs);
  let end: number | null = null;
  for (const w of ws) {
    if (end === null) {
      if (w.start <= instantMs && instantMs < w.end) end = w.end;
    } else if (w.start <= end) {
      end = Math.max(end, w.end);
    }
  }
  return end;
}

/**
 * When work may happen: the instant itself inside work hours, else the next window start
 * (null when nothing is scheduled). What the scheduler calls before each step.
 */
export function nextAllowedInstant(
  hours: readonly ScheduledHours[],
  timezone: string,
  instantMs: number,
): number | null {
  return isWithinWorkHours(hours, timezone, instantMs)
    ? instantMs
    : nextWindowStart(hours, timezone, instantMs);
}
