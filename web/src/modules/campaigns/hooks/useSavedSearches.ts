import type { TSavedSearchesResponse } from '@outreach/shared/schemas/saved-searches';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { useToast } from '../../toast/hooks/useToast.ts';
import { savedSearchesApi, savedSearchesKey } from '../api/savedSearchesApi.ts';

/** The account's Sales Navigator saved searches as last read, and a refresh that asks the bot to read them again. */
export function useSavedSearches(enabled: boolean) {
  const toast = useToast();
  const list = useSWR<TSavedSearchesResponse>(enabled ? savedSearchesKey : null);
  const refresh = useSWRMutation(savedSearchesKey, () => savedSearchesApi.refresh());
  const runRefresh = async () => {
    try {
      const res = await refresh.trigger(undefined, {
        populateCache: (r) => ({ savedSearches: r.savedSearches, refreshedAt: r.refreshedAt }),
        revalidate: false,
      });
      toast.show({ message: res.message, type: 'success', autoCloseTime: 3000 });
    } catch (e) {
      toast.showError(e);
    }
  };
  return {
    savedSearches: list.data?.savedSearches ?? [],
    refreshedAt: list.data?.refreshedAt ?? null,
    loading: list.isLoading,
    refreshing: refresh.isMutating,
    refresh: runRefresh,
  };
}
