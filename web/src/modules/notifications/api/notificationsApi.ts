import { NOTIFICATIONS_PAGE, NOTIFICATIONS_PAGE_SIZE } from '@outreach/shared/constants/account';
import { api } from '../../api/apiClient.ts';
import { isApiError } from '../../api/apiError.ts';
import type { NotificationPage } from '../types.ts';

export const UNREAD_COUNT_KEY = '/notifications/unread-count';
const EMPTY: NotificationPage = { notifications: [], total: 0, totalUnreadCount: 0 };

// The notifications API arrives with a later issue: until then a 404 reads as "nothing yet".
async function orWhenMissing<T>(p: Promise<T>, fallback: T): Promise<T> {
  try {
    return await p;
  } catch (e) {
    if (isApiError(e, 404)) return fallback;
    throw e;
  }
}

export const notificationsApi = {
  unreadCount: () =>
    orWhenMissing(api.get<{ unreadCount: number }>(UNREAD_COUNT_KEY), { unreadCount: 0 }).then(
      (r) => r.unreadCount,
    ),
  list: (unreadOnly: boolean) =>
    orWhenMissing(
      api.get<NotificationPage>('/notifications', {
        page: NOTIFICATIONS_PAGE,
        perPage: NOTIFICATIONS_PAGE_SIZE,
        unreadOnly: unreadOnly || undefined,
      }),
      EMPTY,
    ),
  markAsRead: (id: string) => api.patch<void>(`/notifications/${encodeURIComponent(id)}/mark-as-read`),
  markAllAsRead: () => api.patch<void>('/notifications/mark-all-as-read'),
};
