import type {
  TNotification,
  TNotificationCounts,
  TNotificationPage,
  TNotificationsListQuery,
} from '@outreach/shared/schemas/notifications';
import type { EntityItem } from 'electrodb';
import type { NotificationEntity } from '../../data/entities/notification.ts';
import type { Deps } from '../../ports/deps.ts';

/** GET /notifications/unread-count: read from the user's counters, never by counting items. */
export async function getNotificationCounts(deps: Deps, userId: string): Promise<TNotificationCounts> {
  const c = (await deps.db.entities.notificationCounter.get({ userId }).go()).data;
  const userCount = Math.max(0, c?.unreadUser ?? 0);
  const teamCount = Math.max(0, c?.unreadTeam ?? 0);
  return { unreadCount: userCount + teamCount, userCount, teamCount, totalCount: c?.total ?? 0 };
}

type NotificationRow = EntityItem<typeof NotificationEntity>;

export const notificationView = (n: NotificationRow): TNotification => ({
  id: n.notificationId,
  message: n.message ?? null,
  level: n.level,
  type: n.type,
  target: n.target,
  readAt: n.readAt === undefined ? null : new Date(n.readAt).toISOString(),
  createdAt: new Date(n.createdAt).toISOString(),
});

/**
 * GET /notifications: newest first, 1-based pages. DynamoDB has no offset, so page N reads the
 * first N pages' items (perPage is at most 50 and the drawer reads page 1); unread-only reads the
 * sparse unread index. Totals come from the counters.
 */
export async function listNotifications(
  deps: Deps,
  userId: string,
  q: TNotificationsListQuery,
): Promise<TNotificationPage> {
  const counts = await getNotificationCounts(deps, userId);
  const entity = deps.db.entities.notification;
  const query = q.unreadOnly ? entity.query.unread({ userId }) : entity.query.byUser({ userId });
  const { data } = await query.go({ order: 'desc', count: q.page * q.perPage });
  return {
    notifications: data.slice((q.page - 1) * q.perPage).map(notificationView),
    total: q.unreadOnly ? counts.unreadCount : counts.totalCount,
    totalUnreadCount: counts.unreadCount,
  };
}
