import { describe, expect, it } from 'vitest';
import { linkFromMail } from '../support/api.ts';
import { domainDeps } from '../support/domain.ts';
import { newSession } from '../support/outreach.ts';

describe('notification settings and producers (spec 1 §2, issue #11)', () => {
  it('owners see the payment reminder switch; members do not and cannot set it; switches gate the producers', async () => {
    const [o, m] = await Promise.all([newSession({ linkedIn: false }), newSession({ linkedIn: false })]);
    const ids = async (s: typeof o) =>
      ((await s.call('GET', '/users/me/notification-settings')).body.settings as { id: string }[]).map(
        (x) => x.id,
      );
    expect(await ids(o)).toContain('isPaymentReminderEnabled');

    await o.call('POST', `/teams/${o.teamId}/invites`, { name: 'Mia', email: m.email, role: 'member' });
    const key = await linkFromMail(m.email, '/team/invite/');
    const invite = (await m.call('GET', `/teams/invites/${key}`)).body;
    // The invitee already had an account: the invitation arrived in app too.
    const mine = (await m.call('GET', '/notifications?target=user')).body;
    expect(mine.notifications[0]).toMatchObject({ type: 'team-invite', target: 'user', readAt: null });
    await m.call('POST', `/teams/invites/${invite.id}/accept`, {});
    expect(await ids(m)).not.toContain('isPaymentReminderEnabled');
    expect(
      (await m.call('PATCH', '/users/me/notification-settings', { isPaymentReminderEnabled: false })).status,
    ).toBe(403);
    expect(
      (await m.call('PATCH', '/users/me/notification-settings', { isTemplateCreatedEnabled: 'no' })).status,
    ).toBe(400);

    const deps = await domainDeps();
    const { notifyPaymentReminder } = await import(
      '@outreach/functions/domain/notifications/notify-payment-reminder'
    );
    const at = Date.UTC(2026, 11, 31);
    expect(await notifyPaymentReminder(deps, { teamId: o.teamId, nextBillingAt: at })).toBe(1);
    const team = (await o.call('GET', '/notifications?target=team')).body;
    expect(team.notifications.map((n: { type: string }) => n.type)).toEqual([
      'payment_reminder',
      'team-member-joined',
    ]);
    expect(team.total).toBe(2);
    expect(team.notifications[0].message).toBe('Your next payment is due on December 31, 2026.');
    expect((await o.call('GET', '/notifications?target=user')).body.total).toBe(0);

    const off = await o.call('PATCH', '/users/me/notification-settings', { isPaymentReminderEnabled: false });
    expect(off.status).toBe(200);
    expect(off.body.settings.find((s: { id: string }) => s.id === 'isPaymentReminderEnabled').enabled).toBe(
      false,
    );
    expect(await notifyPaymentReminder(deps, { teamId: o.teamId, nextBillingAt: at })).toBe(0);
    expect((await o.call('GET', '/notifications/unread-count')).body).toMatchObject({
      unreadCount: 2,
      teamCount: 2,
    });
  });
});
