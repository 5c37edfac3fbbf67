import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatTime12h,
  isIsoDate,
  localDate,
  resolveTimezone,
  weekdayOf,
  zonedParts,
  zonedToInstant,
} from './zoned-time.ts';

describe('timezone helpers (Intl only)', () => {
  it('falls back to America/Los_Angeles (spec 1 §9)', () => {
    expect(resolveTimezone(undefined)).toBe('America/Los_Angeles');
    expect(resolveTimezone('Mars/Olympus')).toBe('America/Los_Angeles');
    expect(resolveTimezone({ name: 'Europe/Berlin' })).toBe('Europe/Berlin');
  });

  it('converts wall-clock time to instants and back', () => {
    expect(zonedToInstant({ year: 2025, month: 1, day: 15, hour: 9, minute: 0 }, 'Europe/Berlin')).toBe(
      Date.UTC(2025, 0, 15, 8),
    );
    expect(zonedToInstant({ year: 2025, month: 7, day: 15, hour: 9, minute: 0 }, 'America/New_York')).toBe(
      Date.UTC(2025, 6, 15, 13),
    );
    expect(zonedParts(Date.UTC(2025, 0, 15, 23, 30), 'Asia/Kolkata')).toMatchObject({
      year: 2025,
      month: 1,
      day: 16,
      hour: 5,
      minute: 0,
      weekday: 4,
    });
  });

  it('moves a time skipped by DST forward, and picks the first of a repeated time', () => {
    // 2025-03-09 02:30 does not exist in Los Angeles; 03:30 PDT is 10:30 UTC.
    expect(zonedToInstant({ year: 2025, month: 3, day: 9, hour: 2, minute: 30 }, 'America/Los_Angeles')).toBe(
      Date.UTC(2025, 2, 9, 10, 30),
    );
    // 2025-11-02 01:30 happens twice; the first is 01:30 PDT = 08:30 UTC.
    expect(
      zonedToInstant({ year: 2025, month: 11, day: 2, hour: 1, minute: 30 }, 'America/Los_Angeles'),
    ).toBe(Date.UTC(2025, 10, 2, 8, 30));
  });

  it('round-trips any instant to the minute (property)', () => {
    const zones = ['UTC', 'Europe/Berlin', 'America/Los_Angeles', 'Asia/Kathmandu', 'Australia/Lord_Howe'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.constantFrom(...zones),
        (t, tz) => {
          const minute = Math.floor(t / 60_000) * 60_000;
          const p = zonedParts(minute, tz);
          const back = zonedToInstant(p, tz);
          expect(zonedParts(back, tz)).toEqual(p);
        },
      ),
    );
  });

  it('does calendar-day arithmetic', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(weekdayOf('2025-01-13')).toBe(1);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(localDate(Date.UTC(2025, 0, 1, 5), 'America/Los_Angeles')).toBe('2024-12-31');
  });

  it("formats 'hh:mm A'", () => {
    expect(formatTime12h(Date.UTC(2025, 0, 1, 0, 5), 'UTC')).toBe('12:05 AM');
    expect(formatTime12h(Date.UTC(2025, 0, 1, 15, 45), 'UTC')).toBe('03:45 PM');
    expect(formatTime12h(Date.UTC(2025, 0, 1, 12, 0), 'UTC')).toBe('12:00 PM');
  });
});
