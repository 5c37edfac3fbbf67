import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { useToast } from '../../toast/hooks/useToast.ts';

/**
 * One of the account's lists the bot reads off LinkedIn (groups, events, saved searches): the list
 * as last read at `key`, and a refresh that asks the bot to read it again; its answer (the list and
 * a toast message) replaces the cached list.
 */
export function useRefreshableList<R extends { refreshedAt: string | null }>(
  key: string,
  enabled: boolean,
  refreshCall: () => Promise<R & { message: string }>,
) {
  const toast = useToast();
  const list = useSWR<R>(enabled ? key : null);
  const refresh = useSWRMutation(key, refreshCall);
  const runRefresh = async () => {
    try {
      const res = await refresh.trigger(undefined, {
        populateCache: ({ message: _message, ...rest }) => rest as unknown as R,
        revalidate: false,
      });
      toast.show({ message: res.message, type: 'success', autoCloseTime: 3000 });
    } catch (e) {
      toast.showError(e);
    }
  };
  return {
    data: list.data,
    refreshedAt: list.data?.refreshedAt ?? null,
    loading: list.isLoading,
    refreshing: refresh.isMutating,
    refresh: runRefresh,
  };
}
