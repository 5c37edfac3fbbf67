import type {
  TNotification,
  TNotificationCounts,
  TNotificationPage,
  TNotificationsListQuery,
} from '@outreach/shared/schemas/notifications';
import type { EntityItem } from 'electrodb';
import { NotificationCounterEntity, NotificationEntity } from '../../data/entities/notification.ts';
import type { Deps } from '../../ports/deps.ts';

/** GET /notifications/unread-count: read from the user's counters, never by counting items. */
export async function getNotificationCounts(_deps: Deps, userId: string): Promise<TNotificationCounts> {
  const c = (await NotificationCounterEntity.get({ userId }).go()).data;
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
  const [counts, counter] = await Promise.all([
    getNotificationCounts(deps, userId),
    NotificationCounterEntity.get({ userId }).go(),
  ]);
  const entity = NotificationEntity;
  const base = q.unreadOnly ? entity.query.unread({ userId }) : entity.query.byUser({ userId });
  // A tab filters by target; `count` keeps ElectroDB paging until enough items passed the filter.
  const query = q.target ? base.where((a, op) => op.eq(a.target, q.target!)) : base;
  const { data } = await query.go({ order: 'desc', count: q.page * q.perPage });
  const totalTeam = Math.max(0, counter.data?.totalTeam ?? 0);
  const unreadOf =
    q.target === 'team' ? counts.teamCount : q.target === 'user' ? counts.userCount : counts.unreadCount;
  const allOf =
    q.target === 'team'
      ? totalTeam
      : q.target === 'user'
        ? Math.max(0, counts.totalCount - totalTeam)
        : counts.totalCount;
  return {
    notifications: data.slice((q.page - 1) * q.perPage).map(notificationView),
    total: q.unreadOnly ? unreadOf : allOf,
    totalUnreadCount: counts.unreadCount,
  };
}
