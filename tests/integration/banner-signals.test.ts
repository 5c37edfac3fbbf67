import { describe, expect, it } from 'vitest';
import { domainDeps } from '../support/domain.ts';
import { alwaysOpen, clockNow, newSession } from '../support/outreach.ts';

// GET /users/me `bannerSignals` (spec 1 §2 'Set or cleared on profile load'): each banner the
// shell shows comes from the row that holds its fact.

const HOUR = 3_600_000;

describe('GET /users/me bannerSignals', () => {
  it('reads each banner fact from the LinkedIn account, sender caps, counters, Facebook and work hours', async () => {
    // Prepare: a user with LinkedIn signed in and always-open work hours: nothing to say.
    const s = await newSession();
    await s.call('PATCH', '/users/set-cloud-timezone', { timezone: 'UTC' });
    await s.call('PATCH', '/users/edit-operating-hours', { operatingHours: alwaysOpen });
    const signals = async () => {
      const res = await s.call('GET', '/users/me');
      expect(res.status).toBe(200);
      return res.body.bannerSignals;
    };
    expect(await signals()).toEqual({
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
    });

    // Act + assess, one fact at a time.
    const deps = await domainDeps();
    const acc = { teamId: s.teamId, userId: s.userId };
    const now = await clockNow();
    const li = deps.db.entities.linkedInAccount;
    await li.patch(acc).set({ isLoginValid: false, errorCode: 'RESET_PASSWORD_VIEW' }).go();
    expect(await signals()).toMatchObject({ linkedInPasswordReset: true, linkedInError: false });
    await li.patch(acc).set({ errorCode: 'LOGGED_IN_INVALID' }).go();
    expect(await signals()).toMatchObject({ linkedInPasswordReset: false, linkedInError: true });
    await li.patch(acc).set({ tryingLogin: true }).go();
    expect(await signals()).toMatchObject({ linkedInError: false, botReconnecting: true });

    const until = now + 20 * HOUR;
    await deps.db.entities.senderCaps
      .upsert({ ...acc, pendingInvites: 2600, invitesPausedUntil: until, pauseSignal: 'daily-invite-limit' })
      .go();
    expect(await signals()).toMatchObject({
      linkedInPendingInvites: 2600,
      invitesLimitedUntil: new Date(until).toISOString(),
      invitesRestrictedUntil: null,
    });
    await deps.db.entities.senderCaps.patch(acc).set({ pauseSignal: 'weekly-invite-limit' }).go();
    expect(await signals()).toMatchObject({
      invitesLimitedUntil: null,
      invitesRestrictedUntil: new Date(until).toISOString(),
    });
    // The profile's own counts follow the same rows.
    expect((await s.call('GET', '/users/me')).body.linkedInPendingInvites).toBe(2600);

    await deps.db.entities.contactCounter
      .upsert({ teamId: s.teamId, scope: s.userId, name: 'connections', count: 29_950 })
      .go();
    expect(await signals()).toMatchObject({ linkedInConnections: 29_950 });

    await deps.db.entities.facebookAccount
      .create({
        ...acc,
        fbUserId: 'fb-1',
        name: 'Fay',
        secretEnc: 'x',
        expiresAt: now + 24 * HOUR,
        unauthorized: true,
        createdAt: now,
        updatedAt: now,
      })
      .go();
    expect(await signals()).toMatchObject({ facebookError: true });

    // Work hours: one window three days ahead (UTC) leaves now outside, until that window starts.
    const day = (new Date(now).getUTCDay() + 3) % 7;
    await s.call('PATCH', '/users/edit-operating-hours', {
      operatingHours: { scheduled: [{ day, startHour: 9, endHour: 17 }] },
    });
    const start = new Date(now);
    start.setUTCDate(start.getUTCDate() + 3);
    start.setUTCHours(9, 0, 0, 0);
    expect(await signals()).toMatchObject({
      outsideScheduledHours: true,
      nextWindowStartAt: start.toISOString(),
    });
  });
});
