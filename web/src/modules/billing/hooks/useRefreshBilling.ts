import { useSWRConfig } from 'swr';
import { PROFILE_KEY } from '../../session/hooks/useProfile.ts';
import { BILLING_KEY } from '../api/billingApi.ts';

/**
 * Revalidates what a payment or a plan change alters: billing info and the profile (its team's
 * plan, paid and paused flags drive the shell, banners and route access), so the SPA shows the
 * new plan without a reload.
 */
export function useRefreshBilling(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return async () => {
    await Promise.all([mutate(BILLING_KEY), mutate(PROFILE_KEY)]);
  };
}
