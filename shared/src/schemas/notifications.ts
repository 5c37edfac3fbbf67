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

// ---- Answers (issue #15); the integration tests check every successful answer against them.

/** One notification (see `TNotification`). */
export const ZNotificationResponse = z.object({
  id: z.string(),
  message: z.string().nullable(),
  level: z.enum(notificationLevels),
  type: z.string(),
  target: z.enum(notificationTargets),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
/** GET /notifications. */
export const ZNotificationPageResponse = z.object({
  notifications: z.array(ZNotificationResponse),
  total: z.number(),
  totalUnreadCount: z.number(),
});
/** GET /notifications/unread-count. */
export const ZNotificationCountsResponse = z.object({
  unreadCount: z.number(),
  userCount: z.number(),
  teamCount: z.number(),
  totalCount: z.number(),
});
/** The mark-as-read calls answer an empty object. */
export const ZEmptyResponse = z.object({});
/** GET and PATCH /users/me/notification-settings: the switches this user sees. */
export const ZNotificationSettingsResponse = z.object({
  settings: z.array(
    z.object({ id: z.string(), label: z.string(), tooltip: z.string(), enabled: z.boolean() }),
  ),
});
