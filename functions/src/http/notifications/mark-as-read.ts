import { notificationsRoutes } from '@outreach/shared/routes/notifications';
import { markNotificationAsRead } from '../../domain/notifications/mark-as-read.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  notificationsRoutes,
  'PATCH /notifications/{id}/mark-as-read',
  ({ auth, deps, params }) => markNotificationAsRead(deps, auth.userId, params.id),
);
