// Calendar arithmetic in a user's timezone with Intl only (no Node APIs, no libraries), for
// work hours, schedule dialogs and date-range tabs. Dates are ISO 'YYYY-MM-DD' strings.

/** The timezone used when a user's is missing or unknown (spec 1 §9 "Default timezone fallback"). */
export const fallbackTimezone = 'America/Los_Angeles';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(tz, f);
  }
  return f;
}

/** Whether Intl knows the IANA timezone name. */
export function isValidTimezone(tz: unknown): tz is string {
  if (typeof tz !== 'string' || tz.trim() === '') return false;
  try {
    formatter(tz);
    return true;
  } catch {
    return false;
  }
}

/**
 * The user's timezone, or America/Los_Angeles when missing or unknown. Accepts the user
 * profile's `timezone` object ({ name }) too.
 *
 * @example
 * resolveTimezone({ name: 'Europe/Berlin' }) // 'Europe/Berlin'
 * resolveTimezone('Mars/Olympus') // 'America/Los_Angeles'
 */
export function resolveTimezone(tz: string | { name?: string | null } | null | undefined): string {
  const name = typeof tz === 'string' ? tz : tz?.name;
  return isValidTimezone(name) ? name : fallbackTimezone;
}

export interface LocalDateTime {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number; // 0-23
  minute: number;
  second?: number;
}

export interface ZonedParts extends Required<LocalDateTime> {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

/** The wall-clock reading of an instant in a timezone. */
export function zonedParts(instantMs: number, tz: string): ZonedParts {
  const parts = formatter(tz).formatToParts(new Date(instantMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const year = get('year');
  const month = get('month');
  const day = get('day');
  return {
    year,
    month,
    day,
    hour: get('hour') % 24,
    minute: get('minute'),
    second: get('second'),
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
  };
}

/** Timezone offset (local − UTC) in ms at an instant, to the second. */
function offsetAt(instantMs: number, tz: string): number {
  const p = zonedParts(instantMs, tz);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

const DAY_MS = 86_400_000;

/**
 * The instant a wall-clock time happens in a timezone. A time skipped by a DST jump is moved
 * forward by the jump (02:30 on a spring-forward night becomes 03:30); a time that happens twice
 * resolves to the first.
 *
 * @example
 * zonedToInstant({ year: 2025, month: 1, day: 15, hour: 9, minute: 0 }, 'Europe/Berlin') // Date.UTC(2025, 0, 15, 8)
 */
export function zonedToInstant(local: LocalDateTime, tz: string): number {
  const guess = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second ?? 0);
  const candidates = [
    ...new Set([guess - offsetAt(guess - DAY_MS, tz), guess - offsetAt(guess + DAY_MS, tz)]),
  ];
  const matches = candidates.filter((c) => {
    const p = zonedParts(c, tz);
    return (
      p.year === local.year &&
      p.month === local.month &&
      p.day === local.day &&
      p.hour === local.hour &&
      p.minute === local.minute
    );
  });
  if (matches.length > 0) return Math.min(...matches);
  return Math.max(...candidates);
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** 'YYYY-MM-DD' of a calendar day. */
export function isoDate(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The calendar day of an instant in a timezone, as 'YYYY-MM-DD'. */
export function localDate(instantMs: number, tz: string): string {
  const p = zonedParts(instantMs, tz);
  return isoDate(p.year, p.month, p.day);
}

/** Splits 'YYYY-MM-DD'. */
export function splitIsoDate(date: string): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number);
  return { year, month, day };
}

/** Whether a string is a real 'YYYY-MM-DD' calendar day. */
export function isIsoDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const { year, month, day } = splitIsoDate(date);
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** A calendar day plus n days. */
export function addDays(date: string, n: number): string {
  const { year, month, day } = splitIsoDate(date);
  const d = new Date(Date.UTC(year, month - 1, day + n));
  return isoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** 0 = Sunday … 6 = Saturday, of a calendar day. */
export function weekdayOf(date: string): number {
  const { year, month, day } = splitIsoDate(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** 'hh:mm A' (spec 3 §5 step 10), e.g. '03:45 PM', of an instant in a timezone. */
export function formatTime12h(instantMs: number, tz: string): string {
  const { hour, minute } = zonedParts(instantMs, tz);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${pad(h12)}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}
