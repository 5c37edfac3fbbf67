import { notificationsRoutes } from '@outreach/shared/routes/notifications';
import { listNotifications } from '../../domain/notifications/list-notifications.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(notificationsRoutes, 'GET /notifications', ({ auth, deps, query }) =>
  listNotifications(deps, auth.userId, query),
);
