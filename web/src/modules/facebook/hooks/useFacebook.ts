import type { TFacebookOptions, TFacebookResponse } from '@outreach/shared/schemas/facebook';
import { useCallback } from 'react';
import useSWR from 'swr';
import { useProfile } from '../../session/hooks/useProfile.ts';
import { FACEBOOK_KEY, facebookApi } from '../api/facebookApi.ts';

/** The stored Facebook login (pages, Instagram accounts, options), with the token exchange, Save and clear-login. */
export function useFacebook() {
  const profile = useProfile();
  const fb = useSWR<TFacebookResponse>(profile.data ? FACEBOOK_KEY : null);
  const exchange = useCallback(
    async (accessToken: string) => {
      await fb.mutate(await facebookApi.exchangeToken(accessToken), { revalidate: false });
    },
    [fb],
  );
  const refreshPages = useCallback(async () => {
    await fb.mutate(await facebookApi.saveData(), { revalidate: false });
  }, [fb]);
  const saveOptions = useCallback(
    async (options: TFacebookOptions) => {
      const saved = await facebookApi.setOptions(options);
      await fb.mutate((cur) => (cur ? { ...cur, options: saved } : cur), { revalidate: false });
    },
    [fb],
  );
  const clearLogin = useCallback(async () => {
    await facebookApi.clearLogin();
    await fb.mutate();
  }, [fb]);
  return { isLoading: fb.isLoading, data: fb.data ?? null, exchange, refreshPages, saveOptions, clearLogin };
}
