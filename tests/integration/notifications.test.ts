import type { NewNotification } from '@outreach/functions/domain/notifications/notify';
import { describe, expect, it } from 'vitest';
import { domainDeps } from '../support/domain.ts';
import { newSession, type Session } from '../support/outreach.ts';

const LI_MESSAGE =
  'Your LinkedIn account got disconnected. Please reconnect it to keep your campaigns running.';

/** Creates notifications for a session's user through the domain, as a producer would; oldest first. */
async function seed(s: Session, items: Partial<NewNotification>[]): Promise<string[]> {
  const deps = await domainDeps();
  const { notify } = await import('@outreach/functions/domain/notifications/notify');
  const ids: string[] = [];
  for (const [i, n] of items.entries())
    ids.push(
      await notify(deps, {
        userId: s.userId,
        teamId: s.teamId,
        type: 'template_created',
        level: 'success',
        target: 'user',
        message: `Notification ${i}`,
        ...n,
      }),
    );
  return ids;
}

const counts = async (s: Session) => (await s.call('GET', '/notifications/unread-count')).body;

describe('notifications (spec 1 §7)', () => {
  it('answers an empty state for a new user', async () => {
    const s = await newSession();
    const c = await s.call('GET', '/notifications/unread-count');
    expect(c.status).toBe(200);
    expect(c.body).toEqual({ unreadCount: 0, userCount: 0, teamCount: 0, totalCount: 0 });
    const list = await s.call('GET', '/notifications?page=1&perPage=50');
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ notifications: [], total: 0, totalUnreadCount: 0 });
    expect((await s.call('GET', '/notifications?unreadOnly=true')).body.total).toBe(0);
    expect((await s.call('PATCH', '/notifications/mark-all-as-read')).status).toBe(200);
    expect(await counts(s)).toMatchObject({ unreadCount: 0 });
  });

  it('lists newest first in 1-based pages, with the spec fields and counts', async () => {
    const s = await newSession();
    const ids = await seed(s, [
      { target: 'user' },
      { target: 'team', type: 'payment_reminder', level: 'notice' },
      { target: 'user' },
      { target: 'team', type: 'payment_reminder', level: 'warning' },
      { target: 'user' },
    ]);
    expect(await counts(s)).toEqual({ unreadCount: 5, userCount: 3, teamCount: 2, totalCount: 5 });

    const p1 = await s.call('GET', '/notifications?page=1&perPage=2');
    expect(p1.status).toBe(200);
    expect(p1.body.total).toBe(5);
    expect(p1.body.totalUnreadCount).toBe(5);
    expect(p1.body.notifications.map((n: { id: string }) => n.id)).toEqual([ids[4], ids[3]]);
    expect(p1.body.notifications[1]).toEqual({
      id: ids[3],
      message: 'Notification 3',
      level: 'warning',
      type: 'payment_reminder',
      target: 'team',
      readAt: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const p3 = await s.call('GET', '/notifications?page=3&perPage=2');
    expect(p3.body.notifications.map((n: { id: string }) => n.id)).toEqual([ids[0]]);
    expect((await s.call('GET', '/notifications?page=4&perPage=2')).body.notifications).toEqual([]);

    // perPage is capped at 50 and pages start at 1.
    expect((await s.call('GET', '/notifications?perPage=51')).status).toBe(400);
    expect((await s.call('GET', '/notifications?page=0')).status).toBe(400);
  });

  it('marks one as read: the count drops once, a second call is harmless, unread-only drops it', async () => {
    const s = await newSession();
    const [a, b, c] = await seed(s, [{}, { target: 'team' }, {}]);

    const res = await s.call('PATCH', `/notifications/${b}/mark-as-read`);
    expect(res.status).toBe(200);
    expect(await counts(s)).toEqual({ unreadCount: 2, userCount: 2, teamCount: 0, totalCount: 3 });
    expect((await s.call('PATCH', `/notifications/${b}/mark-as-read`)).status).toBe(200);
    expect(await counts(s)).toEqual({ unreadCount: 2, userCount: 2, teamCount: 0, totalCount: 3 });

    const all = (await s.call('GET', '/notifications')).body;
    expect(all.total).toBe(3);
    expect(all.totalUnreadCount).toBe(2);
    const readOne = all.notifications.find((n: { id: string }) => n.id === b);
    expect(Date.parse(readOne.readAt)).not.toBeNaN();

    const unread = (await s.call('GET', '/notifications?unreadOnly=true')).body;
    expect(unread.total).toBe(2);
    expect(unread.notifications.map((n: { id: string }) => n.id)).toEqual([c, a]);

    // Never below 0, even when asked more often than there are unread notifications.
    await s.call('PATCH', `/notifications/${a}/mark-as-read`);
    await s.call('PATCH', `/notifications/${c}/mark-as-read`);
    await s.call('PATCH', `/notifications/${c}/mark-as-read`);
    expect(await counts(s)).toMatchObject({ unreadCount: 0, userCount: 0, teamCount: 0 });
  });

  it('marks all as read, concurrent single marks included, and empties unread-only lists', async () => {
    const s = await newSession();
    const ids = await seed(
      s,
      Array.from({ length: 60 }, (_, i) => ({ target: i % 3 === 0 ? ('team' as const) : ('user' as const) })),
    );
    expect(await counts(s)).toEqual({ unreadCount: 60, userCount: 40, teamCount: 20, totalCount: 60 });

    const [all] = await Promise.all([
      s.call('PATCH', '/notifications/mark-all-as-read'),
      ...ids.slice(0, 5).map((id) => s.call('PATCH', `/notifications/${id}/mark-as-read`)),
    ]);
    expect(all.status).toBe(200);
    expect(await counts(s)).toEqual({ unreadCount: 0, userCount: 0, teamCount: 0, totalCount: 60 });
    expect((await s.call('GET', '/notifications?unreadOnly=true')).body).toEqual({
      notifications: [],
      total: 0,
      totalUnreadCount: 0,
    });
    const list = (await s.call('GET', '/notifications?perPage=50')).body;
    expect(list.total).toBe(60);
    expect(list.notifications).toHaveLength(50);
    expect(list.notifications.every((n: { readAt: string | null }) => n.readAt !== null)).toBe(true);

    // New ones after that count again.
    await seed(s, [{}]);
    expect(await counts(s)).toMatchObject({ unreadCount: 1, totalCount: 61 });
  });

  it("answers 404 for another user's notification and leaves it unread", async () => {
    const owner = await newSession();
    const other = await newSession();
    const [id] = await seed(owner, [{}]);

    const res = await other.call('PATCH', `/notifications/${id}/mark-as-read`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: 'Not Found', statusCode: 404 });
    expect((await other.call('GET', '/notifications')).body.total).toBe(0);
    expect(await counts(owner)).toMatchObject({ unreadCount: 1 });
    expect((await owner.call('PATCH', '/notifications/unknown-id/mark-as-read')).status).toBe(404);
  });

  it('tells the user once when a valid LinkedIn login becomes invalid, not on invalid to invalid', async () => {
    const s = await newSession({ linkedIn: false });
    const deps = await domainDeps();
    const { reportLoginState } = await import('@outreach/functions/domain/bot/accounts');
    const acc = { teamId: s.teamId, userId: s.userId };
    const now = deps.clock.now();
    await deps.db.entities.linkedInAccount
      .create({ ...acc, email: 'li@example.test', credentialsEnc: 'x', createdAt: now, updatedAt: now })
      .go();
    const linkedinNotifications = async () =>
      (await s.call('GET', '/notifications')).body.notifications.filter(
        (n: { type: string }) => n.type === 'linkedin-disconnected',
      );

    // Never valid yet: a failed first login is not a disconnect.
    await reportLoginState(deps, acc, { status: 'LOGGED_IN_INVALID', errorCode: 'LOGIN_ERROR' });
    expect(await linkedinNotifications()).toHaveLength(0);

    await reportLoginState(deps, acc, { status: 'LOGGED_IN' });
    await reportLoginState(deps, acc, { status: 'LOGGED_IN_INVALID', errorCode: 'RESTRICTED' });
    await reportLoginState(deps, acc, { status: 'LOGGED_IN_INVALID', errorCode: 'RESTRICTED' });
    const told = await linkedinNotifications();
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ level: 'error', target: 'user', message: LI_MESSAGE, readAt: null });
    expect(await counts(s)).toMatchObject({ unreadCount: 1, userCount: 1 });

    // Reconnected and lost again: told again.
    await reportLoginState(deps, acc, { status: 'LOGGED_IN' });
    await reportLoginState(deps, acc, { status: 'LOGGED_IN_INVALID' });
    expect(await linkedinNotifications()).toHaveLength(2);
  });
});
