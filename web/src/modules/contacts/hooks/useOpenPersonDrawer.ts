import { useSWRConfig } from 'swr';
import { swrFetcher } from '../../api/apiClient.ts';
import { isApiError } from '../../api/apiError.ts';
import { connectionKeys, contactKeys } from '../api/contactsApi.ts';
import { useLeadDrawer } from './useLeadDrawer.ts';

/**
 * Opens the shell's drawer on a person when they are a lead of the team or, with `connections`, one
 * of the user's own connections (the drawer then shows the lead or the connection); answers false,
 * opening nothing, for anyone else. The person is looked up on demand, so a list of people costs no
 * request until one is clicked; what is found stays in SWR's cache for the drawer to show at once.
 */
export function useOpenPersonDrawer() {
  const drawer = useLeadDrawer();
  const { mutate } = useSWRConfig();
  return async (ref: string, { connections }: { connections: boolean }) => {
    const keys = [contactKeys.lead(ref), ...(connections ? [connectionKeys.one(ref)] : [])];
    for (const key of keys) {
      try {
        await mutate(key, swrFetcher(key), { revalidate: false });
        drawer.show(ref);
        return true;
      } catch (e) {
        if (!isApiError(e, 404)) throw e;
      }
    }
    return false;
  };
}
