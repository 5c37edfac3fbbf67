import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currentWindowEnd,
  defaultScheduledHours,
  isWithinWorkHours,
  nextAllowedInstant,
  nextWindowStart,
  weekdayNumber,
  ZOperatingHours,
} from './work-hours.ts';

const monFri9to17 = [1, 2, 3, 4, 5].map((day) => ({ day, startHour: 9, endHour: 17 }));
const berlin = 'Europe/Berlin';
// 2025-01-13 is a Monday; Berlin is UTC+1 in January.
const berlinJan = (day: number, hour: number, minute = 0) => Date.UTC(2025, 0, day, hour - 1, minute);

describe('work hours (operatingHours.scheduled in the user timezone)', () => {
  it('includes the start and excludes the end', () => {
    expect(isWithinWorkHours(monFri9to17, berlin, berlinJan(13, 9))).toBe(true);
    expect(isWithinWorkHours(monFri9to17, berlin, berlinJan(13, 8, 59))).toBe(false);
    expect(isWithinWorkHours(monFri9to17, berlin, berlinJan(13, 16, 59))).toBe(true);
    expect(isWithinWorkHours(monFri9to17, berlin, berlinJan(13, 17))).toBe(false);
    expect(isWithinWorkHours(monFri9to17, berlin, berlinJan(18, 12))).toBe(false); // Saturday
  });

  it('finds the next window start, across the weekend', () => {
    expect(nextWindowStart(monFri9to17, berlin, berlinJan(17, 18))).toBe(berlinJan(20, 9));
    expect(nextWindowStart(monFri9to17, berlin, berlinJan(13, 7))).toBe(berlinJan(13, 9));
    expect(nextWindowStart(monFri9to17, berlin, berlinJan(13, 9))).toBe(berlinJan(14, 9));
    expect(nextWindowStart([], berlin, berlinJan(13, 9))).toBeNull();
  });

  it('reads the hours in the user timezone, not UTC', () => {
    const t = Date.UTC(2025, 0, 13, 15); // Mon 15:00 UTC = 07:00 in Los Angeles
    expect(isWithinWorkHours(monFri9to17, 'America/Los_Angeles', t)).toBe(false);
    expect(nextWindowStart(monFri9to17, 'America/Los_Angeles', t)).toBe(Date.UTC(2025, 0, 13, 17));
    expect(isWithinWorkHours(monFri9to17, berlin, t)).toBe(true);
  });

  it('follows DST: 9:00 local stays 9:00 across the change', () => {
    // Berlin moves to UTC+2 on 2025-03-30 (a Sunday); Monday 31 March 09:00 is 07:00 UTC.
    expect(nextWindowStart(monFri9to17, berlin, Date.UTC(2025, 2, 28, 18))).toBe(Date.UTC(2025, 2, 31, 7));
  });

  it('accepts weekday names and overnight windows', () => {
    expect(weekdayNumber('Monday')).toBe(1);
    expect(weekdayNumber('sun')).toBe(0);
    expect(weekdayNumber('funday')).toBeNull();
    const nights = [{ day: 'friday', startHour: 22, endHour: 6 }];
    expect(isWithinWorkHours(nights, 'UTC', Date.UTC(2025, 0, 18, 3))).toBe(true); // Sat 03:00
    expect(isWithinWorkHours(nights, 'UTC', Date.UTC(2025, 0, 18, 6))).toBe(false);
    expect(currentWindowEnd(nights, 'UTC', Date.UTC(2025, 0, 17, 23))).toBe(Date.UTC(2025, 0, 18, 6));
  });

  it('supports half hours and the end of day (24)', () => {
    const h = [{ day: 1, startHour: 9.5, endHour: 24 }];
    expect(isWithinWorkHours(h, 'UTC', Date.UTC(2025, 0, 13, 9, 29))).toBe(false);
    expect(isWithinWorkHours(h, 'UTC', Date.UTC(2025, 0, 13, 9, 30))).toBe(true);
    expect(isWithinWorkHours(h, 'UTC', Date.UTC(2025, 0, 13, 23, 59))).toBe(true);
    expect(currentWindowEnd(h, 'UTC', Date.UTC(2025, 0, 13, 12))).toBe(Date.UTC(2025, 0, 14));
  });

  it('merges touching windows for the current window end', () => {
    const allWeek = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, startHour: 0, endHour: 24 }));
    const t = Date.UTC(2025, 0, 13, 12);
    const end = currentWindowEnd(allWeek, 'UTC', t);
    expect(end).not.toBeNull();
    expect(end!).toBeGreaterThan(t + 5 * 86_400_000);
  });

  it('the next allowed instant is inside work hours and never earlier (property)', () => {
    const zones = ['UTC', berlin, 'America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Auckland'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }),
        fc.constantFrom(...zones),
        (t, tz) => {
          const next = nextAllowedInstant(defaultScheduledHours, tz, t);
          expect(next).not.toBeNull();
          expect(next!).toBeGreaterThanOrEqual(t);
          expect(isWithinWorkHours(defaultScheduledHours, tz, next!)).toBe(true);
          expect(next! - t).toBeLessThan(4 * 86_400_000);
        },
      ),
    );
  });

  it('validates the operatingHours shape', () => {
    expect(ZOperatingHours.safeParse({ scheduled: monFri9to17 }).success).toBe(true);
    expect(ZOperatingHours.safeParse({ scheduled: [{ day: 9, startHour: 1, endHour: 2 }] }).success).toBe(
      false,
    );
    expect(ZOperatingHours.safeParse({ scheduled: [{ day: 1, startHour: 1, endHour: 25 }] }).success).toBe(
      false,
    );
  });
});
