import { formatDisplayDate } from '@outreach/shared/rules/outreach/dashboard';
import { formatTime12h, localDate, resolveTimezone } from '@outreach/shared/rules/outreach/zoned-time';

/**
 * An instant as the tables show it, in the user's timezone: 'MMMM Do YYYY' (spec 3 §9) and the time.
 *
 * @example
 * formatDateTime('2025-03-02T14:05:00Z', 'UTC') // 'March 2nd 2025, 02:05 PM'
 */
export function formatDateTime(
  iso: string | null | undefined,
  timezone?: string | { name?: string | null } | null,
): string {
  if (!iso) return '—';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '—';
  const tz = resolveTimezone(timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
  return `${formatDisplayDate(localDate(ms, tz))}, ${formatTime12h(ms, tz)}`;
}

/**
 * A short form for narrow cards: 'MM/DD hh:mm AM' in the user's timezone.
 *
 * @example
 * formatShortDateTime('2025-03-02T14:05:00Z', 'UTC') // '03/02 02:05 PM'
 */
export function formatShortDateTime(
  iso: string | null | undefined,
  timezone?: string | { name?: string | null } | null,
): string {
  if (!iso) return '—';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '—';
  const tz = resolveTimezone(timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
  const d = localDate(ms, tz);
  return `${d.slice(5, 7)}/${d.slice(8, 10)} ${formatTime12h(ms, tz)}`;
}
