import { notificationsRoutes } from '@outreach/shared/routes/notifications';
import { updateNotificationSettings } from '../../domain/notifications/notification-settings.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  notificationsRoutes,
  'PATCH /users/me/notification-settings',
  ({ auth, body, deps }) => updateNotificationSettings(deps, auth, body),
);
