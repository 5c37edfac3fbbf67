import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addBanner,
  applyProfileBanners,
  type Banner,
  type BannerSignals,
  bannerKinds,
  bannerTexts,
  connectionRestrictionEndsAt,
  dismissibleBannerKinds,
  isConnectionRestricted,
  isOutsideScheduledHours,
  outsideHoursClearDelayMs,
  type ProfileBannerState,
  profileBanners,
  removeBanners,
  type ShellBannerInput,
  shellBanners,
  sortBanners,
  visibleBanners,
  zonedWeekTime,
} from './banners.ts';

const b = (type: Banner['type']): Banner => ({ type, level: 'notice' });

describe('banner list (spec 1 §2)', () => {
  it('has the 17 kinds', () => {
    expect(bannerKinds).toHaveLength(17);
  });

  it('replaces a banner of the same type and defaults the level to notice', () => {
    const list = addBanner([{ type: 'error', level: 'error', message: 'a' }], {
      type: 'error',
      message: 'b',
    });
    expect(list).toEqual([{ type: 'error', level: 'notice', message: 'b' }]);
  });

  it('removes by type or all', () => {
    const list = [b('trial'), b('warn')];
    expect(removeBanners(list, 'trial')).toEqual([b('warn')]);
    expect(removeBanners(list)).toEqual([]);
  });

  it('sorts LinkedIn error first and warn last', () => {
    const sorted = sortBanners([b('warn'), b('trial'), b('linkedInError'), b('renewalReminder'), b('error')]);
    expect(sorted.map((x) => x.type)).toEqual(['linkedInError', 'renewalReminder', 'trial', 'error', 'warn']);
  });

  it('keeps at most one banner per type whatever is added', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...bannerKinds)), (types) => {
        const list = types.reduce<Banner[]>((acc, type) => addBanner(acc, { type }), []);
        return new Set(list.map((x) => x.type)).size === list.length;
      }),
    );
  });
});

describe('banner hide rules (spec 1 §2)', () => {
  const on = { notificationsAllowed: true, isDeactivated: false, isPaused: false, hasTrialStarted: false };
  const all = bannerKinds.map(b);

  it('shows nothing without the notification feature', () => {
    expect(visibleBanners(all, { ...on, notificationsAllowed: false })).toEqual([]);
  });

  it('hides outside-scheduled, max-pending and LinkedIn-error when deactivated or paused', () => {
    for (const s of [{ isDeactivated: true }, { isPaused: true }]) {
      const types = visibleBanners(all, { ...on, ...s }).map((x) => x.type);
      expect(types).not.toContain('outsideScheduledHours');
      expect(types).not.toContain('maxPendingInvites');
      expect(types).not.toContain('linkedInError');
      expect(types).toHaveLength(14);
    }
  });

  it('hides limited requests once a trial started', () => {
    expect(visibleBanners(all, { ...on, hasTrialStarted: true }).map((x) => x.type)).not.toContain(
      'limitedConnectionRequests',
    );
  });

  it('hides the trial banner on walkthrough pages and before email verification', () => {
    expect(visibleBanners([b('trial')], { ...on, isWalkthroughPage: true })).toEqual([]);
    expect(visibleBanners([b('trial')], { ...on, isEmailVerified: false })).toEqual([]);
    expect(visibleBanners([b('trial')], { ...on, isEmailVerified: true })).toEqual([b('trial')]);
  });
});

describe('profile-load banners (spec 1 §2, §9)', () => {
  const now = 1_700_000_000;
  const base: ProfileBannerState = {
    linkedInPendingInvites: 0,
    hasLinkedInError: false,
    needsLinkedInPasswordReset: false,
    outlookError: false,
    isOutsideScheduledHours: false,
    hasLimitedConnectionRequests: false,
    linkedInConnections: 0,
    hasInviteRestriction: false,
    isTrial: false,
    isSubscriptionCancelled: false,
    role: 'owner',
    subscriptionEndsAt: null,
    nowSeconds: now,
  };

  it('sets max pending invites at 2500, not at 2499', () => {
    expect(profileBanners({ ...base, linkedInPendingInvites: 2499 }).maxPendingInvites).toBe(false);
    expect(profileBanners({ ...base, linkedInPendingInvites: 2500 }).maxPendingInvites).toBe(true);
    expect(bannerTexts.maxPendingInvites).toMatch(/^You have more than 2,500 pending connection requests\./);
  });

  it('sets the connection limit at 29,900, not at 29,899', () => {
    expect(profileBanners({ ...base, linkedInConnections: 29_899 }).linkedInConnectionsLimit).toBe(false);
    expect(profileBanners({ ...base, linkedInConnections: 29_900 }).linkedInConnectionsLimit).toBe(true);
  });

  it('sets the renewal reminder for owners only, 0 to under 7 days', () => {
    const in6 = now + 6 * 86_400;
    expect(profileBanners({ ...base, subscriptionEndsAt: in6 }).renewalReminder).toBe(true);
    expect(profileBanners({ ...base, subscriptionEndsAt: now + 7 * 86_400 }).renewalReminder).toBe(false);
    expect(profileBanners({ ...base, subscriptionEndsAt: in6, role: 'admin' }).renewalReminder).toBe(false);
  });

  it('passes the other flags through', () => {
    const r = profileBanners({ ...base, outlookError: true, isTrial: true, hasInviteRestriction: true });
    expect(r.outlookIntegrationError && r.trial && r.inviteRestriction).toBe(true);
    expect(r.linkedInError || r.subscriptionCancelled).toBe(false);
  });

  it('sets and clears banners on the list, leaving others', () => {
    const on = { ...profileBanners(base), trial: true };
    const list = applyProfileBanners([b('error'), b('subscriptionCancelled')], on);
    expect(list.map((x) => x.type).sort()).toEqual(['error', 'trial']);
  });

  it('uses the spec texts for Outlook, Facebook and password reset', () => {
    expect(bannerTexts.outlookIntegrationError).toBe(
      "We've encountered an error. Please disconnect and reconnect your Outlook account.",
    );
    expect(bannerTexts.facebookIntegrationError).toBe(
      "We've encountered an error. Please disconnect and reconnect your Facebook account.",
    );
    expect(bannerTexts.linkedInPasswordReset('Outreach')).toBe(
      'Please reset your LinkedIn password and then proceed to reconnect Outreach.',
    );
  });
});

describe('outside scheduled hours (spec 1 §4, §9)', () => {
  const mon9to17 = [{ day: 1, startHour: 9, endHour: 17 }];

  it('is outside before the start and at the end hour', () => {
    expect(isOutsideScheduledHours(mon9to17, { day: 1, hour: 8, minute: 59, second: 59 })).toBe(true);
    expect(isOutsideScheduledHours(mon9to17, { day: 1, hour: 9, minute: 0, second: 0 })).toBe(false);
    expect(isOutsideScheduledHours(mon9to17, { day: 1, hour: 16, minute: 59, second: 59 })).toBe(false);
    expect(isOutsideScheduledHours(mon9to17, { day: 1, hour: 17, minute: 0, second: 0 })).toBe(true);
  });

  it('clears at the next window start plus 2 minutes', () => {
    expect(outsideHoursClearDelayMs(mon9to17, { day: 1, hour: 8, minute: 0, second: 0 })).toBe(
      3_600_000 + 120_000,
    );
    // After Monday's window the next start is a week later.
    expect(outsideHoursClearDelayMs(mon9to17, { day: 1, hour: 17, minute: 0, second: 0 })).toBe(
      (7 * 24 - 8) * 3_600_000 + 120_000,
    );
    expect(outsideHoursClearDelayMs([], { day: 1, hour: 8, minute: 0, second: 0 })).toBeNull();
  });

  it('always waits between 2 minutes and a week plus 2 minutes', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            day: fc.integer({ min: 0, max: 6 }),
            startHour: fc.integer({ min: 0, max: 23 }),
            endHour: fc.constant(24),
          }),
          {
            minLength: 1,
          },
        ),
        fc.record({
          day: fc.integer({ min: 0, max: 6 }),
          hour: fc.integer({ min: 0, max: 23 }),
          minute: fc.integer({ min: 0, max: 59 }),
          second: fc.integer({ min: 0, max: 59 }),
        }),
        (windows, now) => {
          const ms = outsideHoursClearDelayMs(windows, now) as number;
          return ms > 120_000 && ms <= 7 * 86_400_000 + 120_000;
        },
      ),
    );
  });

  it('reads the weekday and time in a timezone', () => {
    expect(zonedWeekTime(new Date('2024-01-01T12:00:00Z'), 'UTC')).toEqual({
      day: 1,
      hour: 12,
      minute: 0,
      second: 0,
    });
    expect(zonedWeekTime(new Date('2024-01-01T05:00:00Z'), 'America/Los_Angeles')).toEqual({
      day: 0,
      hour: 21,
      minute: 0,
      second: 0,
    });
  });
});

describe('connection restriction (spec 1 §4)', () => {
  it("lasts 1 day for type 'days', otherwise 3 units", () => {
    expect(connectionRestrictionEndsAt({ at: 0, type: 'days' })).toBe(86_400_000);
    expect(connectionRestrictionEndsAt({ at: 0, type: 'hours' })).toBe(3 * 3_600_000);
    expect(connectionRestrictionEndsAt({ at: 0, type: 'weeks' })).toBe(3 * 604_800_000);
    expect(connectionRestrictionEndsAt({ at: 0, type: null })).toBe(3 * 86_400_000);
  });

  it('is in force until the end, exclusive', () => {
    expect(isConnectionRestricted({ at: 0, type: 'days', now: 86_399_999 })).toBe(true);
    expect(isConnectionRestricted({ at: 0, type: 'days', now: 86_400_000 })).toBe(false);
    expect(isConnectionRestricted({ at: null, type: 'days', now: 0 })).toBe(false);
  });
});

describe('shellBanners: the banners the shell sets from its data (spec 1 §2)', () => {
  const quiet: BannerSignals = {
    linkedInPendingInvites: 0,
    linkedInConnections: 0,
    linkedInError: false,
    linkedInPasswordReset: false,
    botReconnecting: false,
    facebookError: false,
    invitesLimitedUntil: null,
    invitesRestrictedUntil: null,
    outsideScheduledHours: false,
    nextWindowStartAt: null,
  };
  const now = Date.UTC(2026, 10, 24, 12);
  const base: ShellBannerInput = {
    signals: quiet,
    outlookError: false,
    state: 'active',
    role: 'owner',
    billing: null,
    formatDate: (ms) => new Date(ms).toISOString().slice(0, 10),
    trialEndsAt: null,
    appName: 'Outreach',
    nowMs: now,
  };
  const kinds = (i: Partial<ShellBannerInput>, s: Partial<BannerSignals> = {}) =>
    sortBanners(shellBanners({ ...base, ...i, signals: { ...quiet, ...s } })).map((x) => x.type);

  it('shows nothing for a quiet active account', () => {
    expect(shellBanners(base)).toEqual([]);
  });

  it('gives every kind but error and warn a source, sorted by the spec priority', () => {
    const all = kinds(
      { state: 'trial', outlookError: true, billing: { cancelled: true, paused: true, endsAtSeconds: null } },
      {
        linkedInPendingInvites: 2500,
        linkedInConnections: 29_900,
        linkedInError: true,
        linkedInPasswordReset: true,
        botReconnecting: true,
        facebookError: true,
        invitesLimitedUntil: '2026-11-25T00:00:00.000Z',
        invitesRestrictedUntil: '2026-11-30T00:00:00.000Z',
        outsideScheduledHours: true,
      },
    );
    expect(all).toEqual([
      'linkedInError',
      'subscriptionCancelled',
      'subscriptionPaused',
      'trial',
      'maxPendingInvites',
      'limitedConnectionRequests',
      'linkedInPasswordReset',
      'linkedInConnectionsLimit',
      'botReconnectStatus',
      'outlookIntegrationError',
      'inviteRestriction',
      'facebookIntegrationError',
      'outsideScheduledHours',
    ]);
    expect(kinds({ state: 'deactivated' })).toEqual(['deactivated']);
  });

  it('reminds owners of the renewal 0 to under 7 days ahead, with the date, not while cancelled or paused', () => {
    const endsAtSeconds = now / 1000 + 6 * 86_400;
    const renewal = shellBanners({ ...base, billing: { cancelled: false, paused: false, endsAtSeconds } });
    expect(renewal).toEqual([
      { type: 'renewalReminder', level: 'notice', message: bannerTexts.renewalReminder('2026-11-30') },
    ]);
    expect(kinds({ role: 'admin', billing: { cancelled: false, paused: false, endsAtSeconds } })).toEqual([]);
    expect(
      kinds({ billing: { cancelled: false, paused: false, endsAtSeconds: now / 1000 + 7 * 86_400 } }),
    ).toEqual([]);
    expect(kinds({ billing: { cancelled: true, paused: false, endsAtSeconds } })).toEqual([
      'subscriptionCancelled',
    ]);
  });

  it('uses the thresholds: 2,500 pending invitations and 29,900 connections', () => {
    expect(kinds({}, { linkedInPendingInvites: 2499, linkedInConnections: 29_899 })).toEqual([]);
    expect(kinds({}, { linkedInPendingInvites: 2500, linkedInConnections: 29_900 })).toEqual([
      'maxPendingInvites',
      'linkedInConnectionsLimit',
    ]);
  });

  it('dates the invite pauses and the trial end, and names the app in the password reset', () => {
    const list = shellBanners({
      ...base,
      state: 'trial',
      trialEndsAt: '2026-12-01T00:00:00.000Z',
      signals: { ...quiet, linkedInPasswordReset: true, invitesLimitedUntil: '2026-11-25T10:00:00.000Z' },
    });
    const msg = (t: string) => list.find((x) => x.type === t)?.message;
    expect(msg('trial')).toBe(bannerTexts.trial('2026-12-01'));
    expect(msg('limitedConnectionRequests')).toBe(bannerTexts.limitedConnectionRequests('2026-11-25'));
    expect(msg('linkedInPasswordReset')).toBe(bannerTexts.linkedInPasswordReset('Outreach'));
  });

  it('with visibleBanners: paused hides the LinkedIn error, outside hours and max pending; a started trial hides limited requests', () => {
    const list = shellBanners({
      ...base,
      state: 'paused',
      signals: {
        ...quiet,
        linkedInError: true,
        outsideScheduledHours: true,
        linkedInPendingInvites: 3000,
        invitesLimitedUntil: '2026-11-25T00:00:00.000Z',
      },
    });
    const v = { notificationsAllowed: true, isDeactivated: false, isPaused: true, hasTrialStarted: true };
    expect(visibleBanners(list, v).map((x) => x.type)).toEqual(['subscriptionPaused']);
    expect(visibleBanners(list, { ...v, notificationsAllowed: false })).toEqual([]);
  });

  it('lets users close only the informational banners', () => {
    expect(dismissibleBannerKinds).toEqual(
      expect.arrayContaining(['outsideScheduledHours', 'renewalReminder', 'error', 'warn']),
    );
    for (const k of ['linkedInError', 'trial', 'subscriptionCancelled', 'deactivated'] as const)
      expect(dismissibleBannerKinds).not.toContain(k);
  });
});
