import type { DateRange } from '@outreach/shared/rules/outreach/dashboard';
import { addDays, splitIsoDate, zonedToInstant } from '@outreach/shared/rules/outreach/zoned-time';

/** The instants [from 00:00, day after `to` 00:00) of a range of local days. */
export function rangeInstants(range: DateRange, tz: string): { start: number; end: number } {
  const at = (date: string) => zonedToInstant({ ...splitIsoDate(date), hour: 0, minute: 0 }, tz);
  return { start: at(range.from), end: at(addDays(range.to, 1)) };
}
