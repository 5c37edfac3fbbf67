import type { TLinkedInEventsResponse } from '@outreach/shared/schemas/linkedin-events';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { useToast } from '../../toast/hooks/useToast.ts';
import { linkedInEventsApi, linkedInEventsKey } from '../api/linkedInEventsApi.ts';

/** The account's LinkedIn events as last read, and a refresh that asks the bot to read them again. */
export function useLinkedInEvents(enabled: boolean) {
  const toast = useToast();
  const list = useSWR<TLinkedInEventsResponse>(enabled ? linkedInEventsKey : null);
  const refresh = useSWRMutation(linkedInEventsKey, () => linkedInEventsApi.refresh());
  const runRefresh = async () => {
    try {
      const res = await refresh.trigger(undefined, {
        populateCache: (r) => ({ events: r.events, refreshedAt: r.refreshedAt }),
        revalidate: false,
      });
      toast.show({ message: res.message, type: 'success', autoCloseTime: 3000 });
    } catch (e) {
      toast.showError(e);
    }
  };
  return {
    events: list.data?.events ?? [],
    refreshedAt: list.data?.refreshedAt ?? null,
    loading: list.isLoading,
    refreshing: refresh.isMutating,
    refresh: runRefresh,
  };
}
