import { UNREAD_BADGE_MAX, UNREAD_BADGE_OVERFLOW } from '@outreach/shared/constants/account';

// Spec 1 §2 "Notification drawer" and §8, word for word.
export const notificationTexts = {
  title: 'Notifications',
  onlyUnread: 'Only show unread',
  markAllAsRead: (count: number) => `Mark all as read (${count})`,
  settings: 'Notifications Settings',
  seeAllNotifications: 'See all notifications',
  loadError: 'Error loading notifications. Please try again.',
  emptyUnreadTitle: 'No unread notifications',
  emptyUnreadText: "You've already read all your updates.",
  emptyUnreadHint: 'Switch back to see your full history.',
  emptyTitle: 'No notifications available',
  emptyText: "When you receive new updates, they'll appear here.",
  footerHint: "These are your last 50 notifications. Click 'See all' to view all others.",
  seeAll: 'See all',
  fallbackMessage: 'New notification received.',
  connectLinkedIn: 'Connect LinkedIn',
} as const;

/** The unread badge: the count up to 99, then '99+'. */
export function unreadBadgeText(count: number): string {
  return count > UNREAD_BADGE_MAX ? UNREAD_BADGE_OVERFLOW : String(Math.max(0, count));
}
