import { notificationsRoutes } from '@outreach/shared/routes/notifications';
import { getNotificationCounts } from '../../domain/notifications/list-notifications.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(notificationsRoutes, 'GET /notifications/unread-count', ({ auth, deps }) =>
  getNotificationCounts(deps, auth.userId),
);
