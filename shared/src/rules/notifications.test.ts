import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  areNotificationsShown,
  drawerFooter,
  emptyStateTexts,
  markAllMenuLabel,
  markAllRead,
  markOneRead,
  type NotificationItem,
  type NotificationListState,
  notificationIcon,
  notificationLink,
  notificationMessage,
  notificationTabs,
  notificationTargetLabel,
  shouldSendMarkAsRead,
  unreadBadgeText,
  visibleNotificationSettings,
} from './notifications.ts';

const item = (id: string, readAt: string | null = null): NotificationItem => ({
  id,
  level: 'notice',
  type: 'template_created',
  target: 'user',
  readAt,
  createdAt: '2024-01-01T00:00:00Z',
});
const NOW = '2024-02-02T00:00:00Z';

describe('unread badge (spec 1 §2, §9)', () => {
  it("shows the count up to 99, then '99+'", () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
  });
});

describe('read transitions (spec 1 §4)', () => {
  const state: NotificationListState = {
    items: [item('a'), item('b'), item('c', NOW)],
    total: 3,
    unreadCount: 2,
    onlyUnread: false,
  };

  it('sends mark-as-read only for unread items', () => {
    expect(shouldSendMarkAsRead(item('a'))).toBe(true);
    expect(shouldSendMarkAsRead(item('c', NOW))).toBe(false);
  });

  it('marks one read and lowers the count', () => {
    const next = markOneRead(state, 'a', NOW);
    expect(next.unreadCount).toBe(1);
    expect(next.items[0].readAt).toBe(NOW);
    expect(next.total).toBe(3);
  });

  it('removes the item from an unread-only list and lowers the total', () => {
    const next = markOneRead(
      { ...state, onlyUnread: true, items: [item('a'), item('b')], total: 2 },
      'a',
      NOW,
    );
    expect(next.items.map((i) => i.id)).toEqual(['b']);
    expect(next.total).toBe(1);
  });

  it('changes nothing for a read item and never goes below 0', () => {
    expect(markOneRead(state, 'c', NOW)).toBe(state);
    expect(markOneRead({ ...state, unreadCount: 0 }, 'a', NOW).unreadCount).toBe(0);
  });

  it('marks all read: readAt set, count 0', () => {
    const next = markAllRead(state, NOW);
    expect(next.items.every((i) => i.readAt !== null)).toBe(true);
    expect(next.unreadCount).toBe(0);
    expect(next.items[2].readAt).toBe(NOW);
  });

  it('empties an unread-only list and switches the filter off', () => {
    expect(markAllRead({ ...state, onlyUnread: true }, NOW)).toEqual({
      items: [],
      total: 0,
      unreadCount: 0,
      onlyUnread: false,
    });
  });

  it('keeps the count within [0, before] over any sequence of reads', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'x')), fc.boolean(), (ids, onlyUnread) => {
        let s: NotificationListState = { ...state, onlyUnread };
        for (const id of ids) s = markOneRead(s, id, NOW);
        return s.unreadCount >= 0 && s.unreadCount <= state.unreadCount && s.total >= 0;
      }),
    );
  });
});

describe('drawer texts and layout (spec 1 §2)', () => {
  it('offers Mark all as read (count) only when unread is above 0', () => {
    expect(markAllMenuLabel(3)).toBe('Mark all as read (3)');
    expect(markAllMenuLabel(0)).toBeNull();
  });

  it('shows the footer hint above 5 items, pinned at 5 or fewer', () => {
    expect(drawerFooter(5)).toBe('pinned');
    expect(drawerFooter(6)).toBe('hint');
  });

  it('uses the empty-state texts', () => {
    expect(emptyStateTexts(true)).toEqual([
      'No unread notifications',
      "You've already read all your updates.",
      'Switch back to see your full history.',
    ]);
    expect(emptyStateTexts(false)).toEqual([
      'No notifications available',
      "When you receive new updates, they'll appear here.",
    ]);
  });

  it('maps icons, fallback message, target labels and the LinkedIn link', () => {
    expect(notificationIcon('success')).toEqual({ icon: 'check', color: 'green' });
    expect(notificationIcon('error')).toEqual({ icon: 'alert', color: 'red' });
    expect(notificationIcon('warning')).toEqual({ icon: 'alert', color: 'red' });
    expect(notificationIcon('notice')).toEqual({ icon: 'info', color: 'blue' });
    expect(notificationMessage({ message: null })).toBe('New notification received.');
    expect(notificationMessage({ message: 'Hi' })).toBe('Hi');
    expect(notificationTargetLabel('user')).toBe('Personal');
    expect(notificationTargetLabel('team')).toBe('Team');
    expect(notificationLink({ type: 'linkedin-disconnected' })).toEqual({
      label: 'Connect LinkedIn',
      href: '/integrations?tab=linkedin',
    });
    expect(notificationLink({ type: 'payment_reminder' })).toBeNull();
  });

  it('shows the drawer only with the feature and the flag; tabs only for owners', () => {
    expect(areNotificationsShown({ featureAllowed: true, userFlag: true })).toBe(true);
    expect(areNotificationsShown({ featureAllowed: false, userFlag: true })).toBe(false);
    expect(notificationTabs('owner')).toEqual(['All', 'Personal', 'Team']);
    expect(notificationTabs('admin')).toEqual([]);
  });
});

describe('notification settings (spec 1 §2)', () => {
  const base = {
    role: 'owner' as const,
    activityReportsEligible: true,
    alertSettingEnabled: true,
    isGhostUser: false,
  };

  it('shows the payment reminder to owners only', () => {
    expect(visibleNotificationSettings(base)).toContain('isPaymentReminderEnabled');
    expect(visibleNotificationSettings({ ...base, role: 'admin' })).not.toContain('isPaymentReminderEnabled');
  });

  it('shows activity reports only if eligible, alert setting on and not a ghost user', () => {
    expect(visibleNotificationSettings(base)).toHaveLength(5);
    expect(visibleNotificationSettings({ ...base, isGhostUser: true })).toHaveLength(3);
    expect(visibleNotificationSettings({ ...base, alertSettingEnabled: false })).toHaveLength(3);
    expect(visibleNotificationSettings({ ...base, activityReportsEligible: false })).toHaveLength(3);
  });
});
