import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultDailyLimits, weeklyInviteLimit } from './daily-limits.ts';
import {
  DEFAULT_PENDING_INVITES_HOLD,
  holdsInvites,
  INVITE_WINDOW_BUCKETS,
  inviteBucket,
  inviteBucketKey,
  invitePauseUntil,
  inviteWindow,
  nextInviteSlotAt,
  signalKind,
  signalPauseUntil,
  WARM_UP_DAYS,
  warmUpDay,
  warmUpLimits,
  warmUpShare,
} from './sender-caps.ts';
import { addDays, localDate } from './zoned-time.ts';

const H = 3_600_000;

describe('the rolling invitation week (OURS: hour buckets, 168 h + the current hour)', () => {
  it('counts the current hour and the 168 before it, nothing older', () => {
    const now = 500 * H + 10 * 60_000;
    const w = inviteWindow(
      [
        { bucket: 500, count: 2 },
        { bucket: 500 - 168, count: 3 },
        { bucket: 500 - 169, count: 50 },
      ],
      now,
    );
    expect(w).toEqual({ used: 5, before: 3, current: 2 });
  });

  it('always covers LinkedIn-style "last 7 × 24 h" (a superset of it)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 2_000 * H }), { maxLength: 60 }),
        fc.integer({ min: 200 * H, max: 2_000 * H }),
        (sends, now) => {
          const past = sends.filter((t) => t <= now);
          const buckets = past.map((t) => ({ bucket: inviteBucket(t), count: 1 }));
          const exact = past.filter((t) => t > now - 168 * H).length;
          expect(inviteWindow(buckets, now).used).toBeGreaterThanOrEqual(exact);
        },
      ),
    );
  });

  it('frees a slot when the oldest invites leave the window, not the next day', () => {
    const buckets = [
      { bucket: 0, count: 60 },
      { bucket: 30, count: 40 },
    ];
    // Full at hour 100: bucket 0 leaves the window at hour 169.
    expect(nextInviteSlotAt(buckets, 100 * H, weeklyInviteLimit)).toBe(169 * H);
    // Room already: the next hour.
    expect(nextInviteSlotAt([{ bucket: 0, count: 10 }], 5 * H, 100)).toBe(6 * H);
  });

  it('never answers a time at which the window would still be full', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ bucket: fc.integer({ min: 0, max: 168 }), count: fc.integer({ min: 0, max: 30 }) }),
        ),
        fc.integer({ min: 1, max: 200 }),
        (buckets, limit) => {
          const now = 168 * H + 1;
          const at = nextInviteSlotAt(buckets, now, limit);
          expect(at).toBeGreaterThan(now);
          expect(inviteWindow(buckets, at).used).toBeLessThan(limit);
          // And the hour before it was still full (or it is the very next hour).
          if (at - H > now) expect(inviteWindow(buckets, at - H).used).toBeGreaterThanOrEqual(limit);
        },
      ),
    );
  });

  it('keys sort like numbers', () => {
    expect(inviteBucketKey(9) < inviteBucketKey(10)).toBe(true);
    expect(INVITE_WINDOW_BUCKETS).toBe(168);
  });
});

describe('limit signals', () => {
  it('pauses 3 days after the weekly alert, a day after the daily one, never shortening a pause', () => {
    expect(invitePauseUntil('weekly-invite-limit', 0)).toBe(72 * H);
    expect(invitePauseUntil('daily-invite-limit', 0)).toBe(24 * H);
    expect(invitePauseUntil('daily-invite-limit', 0, 72 * H)).toBe(72 * H);
  });

  it('pauses messages and profile views a day, each its own kind', () => {
    expect(signalPauseUntil('message-limit', 0)).toBe(24 * H);
    expect(signalPauseUntil('view-limit', H, 2 * H)).toBe(25 * H);
    expect(signalKind('message-limit')).toBe('messages');
    expect(signalKind('view-limit')).toBe('views');
    expect(signalKind('daily-invite-limit')).toBe('invites');
    expect(signalKind('weekly-invite-limit')).toBe('invites');
  });
});

describe('pending invitations', () => {
  it('holds new invites at the threshold (default 500)', () => {
    expect(DEFAULT_PENDING_INVITES_HOLD).toBe(500);
    expect(holdsInvites(500, 500)).toBe(true);
    expect(holdsInvites(499, 500)).toBe(false);
  });
});

describe('warm-up (OURS: 14 local days, 20% → 100%)', () => {
  it('ramps from 20% on day 1 to 100% on day 14, never down', () => {
    expect(warmUpShare(1)).toBe(0.2);
    expect(warmUpShare(14)).toBe(1);
    for (let d = 1; d < WARM_UP_DAYS; d++) expect(warmUpShare(d + 1)).toBeGreaterThan(warmUpShare(d));
  });

  it('counts calendar days across a year end and a DST change', () => {
    expect(warmUpDay('2026-12-30', '2026-12-30')).toBe(1);
    expect(warmUpDay('2026-12-30', '2027-01-02')).toBe(4);
    expect(warmUpDay('2026-12-30', '2027-01-12')).toBe(14);
    expect(warmUpDay('2026-12-30', '2027-01-13')).toBeNull();
    expect(warmUpDay('2026-12-30', '2026-12-29')).toBeNull();
    // Europe/Berlin leaves summer time on 2026-10-25: a 25-hour day is still one warm-up day.
    const start = localDate(Date.UTC(2026, 9, 24, 12), 'Europe/Berlin');
    const later = localDate(Date.UTC(2026, 9, 26, 12), 'Europe/Berlin');
    expect(warmUpDay(start, later)).toBe(3);
    expect(warmUpDay(start, addDays(start, 13))).toBe(14);
  });

  it('scales the LinkedIn limits, at least 1 where allowed, and leaves email alone', () => {
    const day1 = warmUpLimits(defaultDailyLimits, 1);
    expect(day1.invites).toBe(4);
    expect(day1.views).toBe(16);
    expect(day1.emails).toBe(defaultDailyLimits.emails);
    expect(warmUpLimits({ ...defaultDailyLimits, invites: 1, messages: 0 }, 1)).toMatchObject({
      invites: 1,
      messages: 0,
    });
    expect(warmUpLimits(defaultDailyLimits, null)).toEqual(defaultDailyLimits);
    expect(warmUpLimits(defaultDailyLimits, 14)).toEqual(defaultDailyLimits);
  });
});
