import type { TLinkedInGroupsResponse } from '@outreach/shared/schemas/linkedin-groups';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { useToast } from '../../toast/hooks/useToast.ts';
import { linkedInGroupsApi, linkedInGroupsKey } from '../api/linkedInGroupsApi.ts';

/** The account's LinkedIn groups as last read, and a refresh that asks the bot to read them again. */
export function useLinkedInGroups(enabled: boolean) {
  const toast = useToast();
  const list = useSWR<TLinkedInGroupsResponse>(enabled ? linkedInGroupsKey : null);
  const refresh = useSWRMutation(linkedInGroupsKey, () => linkedInGroupsApi.refresh());
  const runRefresh = async () => {
    try {
      const res = await refresh.trigger(undefined, {
        populateCache: (r) => ({ groups: r.groups, refreshedAt: r.refreshedAt }),
        revalidate: false,
      });
      toast.show({ message: res.message, type: 'success', autoCloseTime: 3000 });
    } catch (e) {
      toast.showError(e);
    }
  };
  return {
    groups: list.data?.groups ?? [],
    refreshedAt: list.data?.refreshedAt ?? null,
    loading: list.isLoading,
    refreshing: refresh.isMutating,
    refresh: runRefresh,
  };
}
