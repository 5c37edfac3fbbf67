import type { RouteSpec } from '../route-def.ts';
import { ZNotificationSettings } from '../schemas/account.ts';
import { ZNotificationIdParam, ZNotificationsListQuery } from '../schemas/notifications.ts';

/** The signed-in user's notifications: drawer, page and counts (spec 1 §7 Notifications). */
export const notificationsRoutes = {
  'GET /notifications/unread-count': { handler: 'notifications/get-unread-count', auth: 'user' },
  'GET /notifications': {
    handler: 'notifications/list-notifications',
    auth: 'user',
    query: ZNotificationsListQuery,
  },
  'PATCH /notifications/mark-all-as-read': { handler: 'notifications/mark-all-as-read', auth: 'user' },
  'PATCH /notifications/{id}/mark-as-read': {
    handler: 'notifications/mark-as-read',
    auth: 'user',
    params: ZNotificationIdParam,
  },
  'GET /users/me/notification-settings': {
    handler: 'notifications/get-notification-settings',
    auth: 'user',
  },
  'PATCH /users/me/notification-settings': {
    handler: 'notifications/update-notification-settings',
    auth: 'user',
    body: ZNotificationSettings,
  },
} as const satisfies Record<string, RouteSpec>;
