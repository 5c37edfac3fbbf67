// Notifications: the drawer and /notifications page (spec 1 §2, §3, §7).
import * as z from 'zod';
import { NOTIFICATIONS_PAGE, NOTIFICATIONS_PAGE_SIZE } from '../constants/account.ts';

export const notificationLevels = ['success', 'error', 'warning', 'notice'] as const;
export type NotificationLevel = (typeof notificationLevels)[number];
export const notificationTargets = ['user', 'team'] as const;
export type NotificationTarget = (typeof notificationTargets)[number];

/** GET /notifications: 1-based page, at most 50 a page (the drawer asks for page 1 of 50). */
export const ZNotificationsListQuery = z.object({
  page: z.coerce.number().int().min(1).default(NOTIFICATIONS_PAGE),
  perPage: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_SIZE).default(NOTIFICATIONS_PAGE_SIZE),
  unreadOnly: z.stringbool().optional(),
  /** The notifications page's Personal (user) and Team tabs; absent: All. */
  target: z.enum(notificationTargets).optional(),
});
export type TNotificationsListQuery = z.infer<typeof ZNotificationsListQuery>;

/** PATCH /notifications/{id}/mark-as-read. */
export const ZNotificationIdParam = z.object({ id: z.string().min(1).max(64) });

/** One notification as the API answers it; dates are ISO 8601 UTC, readAt null while unread. */
export interface TNotification {
  id: string;
  message: string | null;
  level: NotificationLevel;
  type: string;
  target: NotificationTarget;
  readAt: string | null;
  createdAt: string;
}

export interface TNotificationPage {
  notifications: TNotification[];
  total: number;
  totalUnreadCount: number;
}

/** GET /notifications/unread-count: unread in all, unread per target, and all notifications. */
export interface TNotificationCounts {
  unreadCount: number;
  userCount: number;
  teamCount: number;
  totalCount: number;
}
