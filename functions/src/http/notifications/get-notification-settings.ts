import { notificationsRoutes } from '@outreach/shared/routes/notifications';
import { getNotificationSettings } from '../../domain/notifications/notification-settings.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  notificationsRoutes,
  'GET /users/me/notification-settings',
  ({ auth, deps }) => getNotificationSettings(deps, auth),
);
