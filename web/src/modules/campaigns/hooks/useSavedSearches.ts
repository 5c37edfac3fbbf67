import type { TSavedSearchesResponse } from '@outreach/shared/schemas/saved-searches';
import { savedSearchesApi, savedSearchesKey } from '../api/savedSearchesApi.ts';
import { useRefreshableList } from './useRefreshableList.ts';

/** The account's Sales Navigator saved searches as last read, and a refresh that asks the bot to read them again. */
export function useSavedSearches(enabled: boolean) {
  const { data, ...rest } = useRefreshableList<TSavedSearchesResponse>(
    savedSearchesKey,
    enabled,
    savedSearchesApi.refresh,
  );
  return { savedSearches: data?.savedSearches ?? [], ...rest };
}
