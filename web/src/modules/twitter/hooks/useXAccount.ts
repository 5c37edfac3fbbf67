import type { TTwitterAccountResponse } from '@outreach/shared/schemas/twitter';
import { useCallback } from 'react';
import useSWR from 'swr';
import { useProfile } from '../../session/hooks/useProfile.ts';
import { twitterApi, X_ACCOUNT_KEY } from '../api/twitterApi.ts';

/** The connected X account (or null), with the PIN sign-in and logout. */
export function useXAccount() {
  const profile = useProfile();
  const account = useSWR<TTwitterAccountResponse | null>(profile.data ? X_ACCOUNT_KEY : null);
  const verify = useCallback(
    async (pin: string) => {
      const connected = await twitterApi.verifyLogin(pin);
      await account.mutate(connected, { revalidate: false });
      await profile.mutate();
    },
    [account, profile],
  );
  const logout = useCallback(async () => {
    await twitterApi.disconnect();
    await account.mutate(null, { revalidate: false });
    await profile.mutate();
  }, [account, profile]);
  return { isLoading: account.isLoading, account: account.data ?? null, verify, logout };
}
