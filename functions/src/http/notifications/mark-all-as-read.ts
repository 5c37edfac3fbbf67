import { notificationsRoutes } from '@outreach/shared/routes/notifications';
import { markAllNotificationsAsRead } from '../../domain/notifications/mark-as-read.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  notificationsRoutes,
  'PATCH /notifications/mark-all-as-read',
  ({ auth, deps }) => markAllNotificationsAsRead(deps, auth.userId),
);
