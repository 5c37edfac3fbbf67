import { UNREAD_COUNT_STALE_MS } from '@outreach/shared/constants/account';
import useSWR from 'swr';
import { notificationsApi, UNREAD_COUNT_KEY } from '../api/notificationsApi.ts';

/** Spec 1 §7: the one query refetched on focus and mount, stale after 30 s. */
export function useUnreadCount(enabled: boolean) {
  return useSWR<number>(enabled ? UNREAD_COUNT_KEY : null, () => notificationsApi.unreadCount(), {
    revalidateOnFocus: true,
    revalidateOnMount: true,
    focusThrottleInterval: UNREAD_COUNT_STALE_MS,
    dedupingInterval: UNREAD_COUNT_STALE_MS,
  });
}
