import {
  NOTIFICATIONS_FOOTER_HINT_ABOVE,
  UNREAD_BADGE_MAX,
  UNREAD_BADGE_OVERFLOW,
} from '../constants/account.ts';
import type { Role } from './roles.ts';

/** Notification texts, word for word (spec 1 §2, §8). */
export const notificationTexts = {
  loadError: 'Error loading notifications. Please try again.',
  onlyUnread: 'Only show unread',
  markAllAsRead: (count: number) => `Mark all as read (${count})`,
  settings: 'Notifications Settings',
  seeAllNotifications: 'See all notifications',
  seeAll: 'See all',
  emptyUnreadTitle: 'No unread notifications',
  emptyUnreadLine1: "You've already read all your updates.",
  emptyUnreadLine2: 'Switch back to see your full history.',
  emptyTitle: 'No notifications available',
  emptyLine: "When you receive new updates, they'll appear here.",
  footerHint: "These are your last 50 notifications. Click 'See all' to view all others.",
  fallbackMessage: 'New notification received.',
  connectLinkedIn: 'Connect LinkedIn',
} as const;

export const notificationLevels = ['success', 'error', 'warning', 'notice'] as const;
export type NotificationLevel = (typeof notificationLevels)[number];
export const notificationTargets = ['user', 'team'] as const;
export type NotificationTarget = (typeof notificationTargets)[number];

/** A notification as the drawer holds it. */
export interface NotificationItem {
  id: string;
  message?: string | null;
  level: NotificationLevel;
  type: string;
  target: NotificationTarget;
  /** ISO time, null = unread. */
  readAt: string | null;
  createdAt: string;
}

/** The drawer's list state. */
export interface NotificationListState {
  items: NotificationItem[];
  total: number;
  unreadCount: number;
  onlyUnread: boolean;
}

/**
 * The unread badge text: nothing at 0, the count up to 99, '99+' above.
 *
 * @example
 * unreadBadgeText(99)  // '99'
 * unreadBadgeText(100) // '99+'
 * unreadBadgeText(0)   // null
 */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > UNREAD_BADGE_MAX ? UNREAD_BADGE_OVERFLOW : String(count);
}

/**
 * Mark-as-read is sent only if the notification is currently unread.
 *
 * @example
 * shouldSendMarkAsRead({ readAt: null }) // true
 */
export function shouldSendMarkAsRead(item: Pick<NotificationItem, 'readAt'>): boolean {
  return item.readAt === null;
}

/**
 * Marks one notification read (spec 1 §4): lowers the count (never below 0); in an unread-only
 * list the item is removed and the total drops. A read item changes nothing.
 *
 * @example
 * markOneRead(state, 'n1', '2024-01-01T00:00:00Z').unreadCount // state.unreadCount - 1
 */
export function markOneRead(state: NotificationListState, id: string, nowIso: string): NotificationListState {
  const item = state.items.find((i) => i.id === id);
  if (!item || item.readAt !== null) return state;
  const unreadCount = Math.max(0, state.unreadCount - 1);
  if (state.onlyUnread) {
    return {
      ...state,
      items: state.items.filter((i) => i.id !== id),
      total: Math.max(0, state.total - 1),
      unreadCount,
    };
  }
  return {
    ...state,
    items: state.items.map((i) => (i.id === id ? { ...i, readAt: nowIso } : i)),
    unreadCount,
  };
}

/**
 * Marks all read: every readAt set, unread-only lists emptied, count 0, unread filter off.
 *
 * @example
 * markAllRead({ items, total: 3, unreadCount: 2, onlyUnread: true }, now) // { items: [], total: 0, unreadCount: 0, onlyUnread: false }
 */
export function markAllRead(state: NotificationListState, nowIso: string): NotificationListState {
  if (state.onlyUnread) return { items: [], total: 0, unreadCount: 0, onlyUnread: false };
  return {
    ...state,
    items: state.items.map((i) => (i.readAt === null ? { ...i, readAt: nowIso } : i)),
    unreadCount: 0,
  };
}

/**
 * The 'Mark all as read (count)' menu entry, only when unread is above 0.
 *
 * @example
 * markAllMenuLabel(3) // 'Mark all as read (3)'
 * markAllMenuLabel(0) // null
 */
export function markAllMenuLabel(unreadCount: number): string | null {
  return unreadCount > 0 ? notificationTexts.markAllAsRead(unreadCount) : null;
}

/**
 * Footer: with more than 5 items the 'See all' hint; with 5 or fewer it is pinned below the list.
 *
 * @example
 * drawerFooter(6) // 'hint'
 * drawerFooter(5) // 'pinned'
 */
export function drawerFooter(itemCount: number): 'hint' | 'pinned' {
  return itemCount > NOTIFICATIONS_FOOTER_HINT_ABOVE ? 'hint' : 'pinned';
}

/**
 * The empty-state lines, depending on the unread filter.
 *
 * @example
 * emptyStateTexts(false) // ['No notifications available', "When you receive new updates, they'll appear here."]
 */
export function emptyStateTexts(onlyUnread: boolean): readonly string[] {
  return onlyUnread
    ? [
        notificationTexts.emptyUnreadTitle,
        notificationTexts.emptyUnreadLine1,
        notificationTexts.emptyUnreadLine2,
      ]
    : [notificationTexts.emptyTitle, notificationTexts.emptyLine];
}

/**
 * Item icon by level: success green check, error or warning red alert, notice blue info.
 *
 * @example
 * notificationIcon('warning') // { icon: 'alert', color: 'red' }
 */
export function notificationIcon(level: NotificationLevel): {
  icon: 'check' | 'alert' | 'info';
  color: 'green' | 'red' | 'blue';
} {
  if (level === 'success') return { icon: 'check', color: 'green' };
  if (level === 'notice') return { icon: 'info', color: 'blue' };
  return { icon: 'alert', color: 'red' };
}

/**
 * The item's message, with the fallback.
 *
 * @example
 * notificationMessage({ message: '' }) // 'New notification received.'
 */
export function notificationMessage(item: Pick<NotificationItem, 'message'>): string {
  return item.message?.trim() ? item.message : notificationTexts.fallbackMessage;
}

/**
 * The target label: 'Personal' or 'Team'.
 *
 * @example
 * notificationTargetLabel('team') // 'Team'
 */
export function notificationTargetLabel(target: NotificationTarget): 'Personal' | 'Team' {
  return target === 'team' ? 'Team' : 'Personal';
}

/**
 * linkedin-disconnected items also show a 'Connect LinkedIn' link.
 *
 * @example
 * notificationLink({ type: 'linkedin-disconnected' }) // { label: 'Connect LinkedIn', href: '/integrations?tab=linkedin' }
 */
export function notificationLink(
  item: Pick<NotificationItem, 'type'>,
): { label: string; href: string } | null {
  return item.type === 'linkedin-disconnected'
    ? { label: notificationTexts.connectLinkedIn, href: '/integrations?tab=linkedin' }
    : null;
}

/**
 * The drawer (and /notifications) shows only if the notification feature is on and the user has
 * the notifications feature flag.
 *
 * @example
 * areNotificationsShown({ featureAllowed: true, userFlag: false }) // false
 */
export function areNotificationsShown(input: { featureAllowed: boolean; userFlag: boolean }): boolean {
  return input.featureAllowed && input.userFlag;
}

/**
 * The notifications page tabs: All, Personal and Team for team owners; none otherwise.
 *
 * @example
 * notificationTabs('owner') // ['All', 'Personal', 'Team']
 */
export function notificationTabs(role: Role): readonly ('All' | 'Personal' | 'Team')[] {
  return role === 'owner' ? ['All', 'Personal', 'Team'] : [];
}

/** Notification settings keys. */
export const notificationSettingKeys = [
  'isPaymentReminderEnabled',
  'isLinkedinDisconnectedEnabled',
  'isTemplateCreatedEnabled',
  'isWeeklyActivityReportEnabled',
  'isMonthlyActivityReportEnabled',
] as const;
export type NotificationSettingKey = (typeof notificationSettingKeys)[number];

/**
 * Notification settings shown to a user: the payment reminder to owners only; activity reports
 * only if eligible, the alert setting is enabled and the user is not a ghost user.
 *
 * @example
 * visibleNotificationSettings({ role: 'member', activityReportsEligible: true, alertSettingEnabled: true, isGhostUser: false })
 * // ['isLinkedinDisconnectedEnabled', 'isTemplateCreatedEnabled', 'isWeeklyActivityReportEnabled', 'isMonthlyActivityReportEnabled']
 */
export function visibleNotificationSettings(input: {
  role: Role;
  activityReportsEligible: boolean;
  alertSettingEnabled: boolean;
  isGhostUser: boolean;
}): NotificationSettingKey[] {
  const reports = input.activityReportsEligible && input.alertSettingEnabled && !input.isGhostUser;
  return notificationSettingKeys.filter((key) => {
    if (key === 'isPaymentReminderEnabled') return input.role === 'owner';
    if (key === 'isWeeklyActivityReportEnabled' || key === 'isMonthlyActivityReportEnabled') return reports;
    return true;
  });
}
