import type { RouteSpec } from '../route-def.ts';
import { ZNotificationSettings } from '../schemas/account.ts';
import {
  ZEmptyResponse,
  ZNotificationCountsResponse,
  ZNotificationIdParam,
  ZNotificationPageResponse,
  ZNotificationSettingsResponse,
  ZNotificationsListQuery,
} from '../schemas/notifications.ts';

/** The signed-in user's notifications: drawer, page and counts (spec 1 §7 Notifications). */
export const notificationsRoutes = {
  'GET /notifications/unread-count': {
    handler: 'notifications/get-unread-count',
    auth: 'user',
    response: ZNotificationCountsResponse,
  },
  'GET /notifications': {
    handler: 'notifications/list-notifications',
    auth: 'user',
    query: ZNotificationsListQuery,
    response: ZNotificationPageResponse,
  },
  'PATCH /notifications/mark-all-as-read': {
    handler: 'notifications/mark-all-as-read',
    auth: 'user',
    response: ZEmptyResponse,
  },
  'PATCH /notifications/{id}/mark-as-read': {
    handler: 'notifications/mark-as-read',
    auth: 'user',
    params: ZNotificationIdParam,
    response: ZEmptyResponse,
  },
  'GET /users/me/notification-settings': {
    handler: 'notifications/get-notification-settings',
    auth: 'user',
    response: ZNotificationSettingsResponse,
  },
  'PATCH /users/me/notification-settings': {
    handler: 'notifications/update-notification-settings',
    auth: 'user',
    body: ZNotificationSettings,
    response: ZNotificationSettingsResponse,
  },
} as const satisfies Record<string, RouteSpec>;
