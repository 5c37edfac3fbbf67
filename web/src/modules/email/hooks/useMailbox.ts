import type { TMailSettingsRequest } from '@outreach/shared/schemas/integrations';
import type { TConnectedEmailResponse, TMailSettingsResponse } from '@outreach/shared/schemas/mailbox';
import { useCallback } from 'react';
import useSWR from 'swr';
import { useProfile } from '../../session/hooks/useProfile.ts';
import { CONNECTED_EMAIL_KEY, emailApi, MAIL_SETTINGS_KEY } from '../api/emailApi.ts';

export type MailboxView = 'none' | 'smtp' | 'gmail' | 'outlook';

/** The connected mailbox (one provider at a time) and its SMTP+IMAP settings, with save and disconnect. */
export function useMailbox() {
  const profile = useProfile();
  const account = useSWR<TConnectedEmailResponse>(profile.data ? CONNECTED_EMAIL_KEY : null);
  const settings = useSWR<TMailSettingsResponse>(profile.data ? MAIL_SETTINGS_KEY : null);
  const refresh = useCallback(async () => {
    await Promise.all([account.mutate(), settings.mutate(), profile.mutate()]);
  }, [account, settings, profile]);

  const save = useCallback(
    async (body: TMailSettingsRequest) => {
      const saved = await emailApi.saveMailSettings(body);
      await settings.mutate(saved, { revalidate: false });
      await Promise.all([account.mutate(), profile.mutate()]);
      return saved;
    },
    [account, settings, profile],
  );

  const a = account.data;
  const disconnect = useCallback(async () => {
    await emailApi.disconnect(a?.provider ?? 'smtp');
    await refresh();
  }, [refresh, a?.provider]);

  const view: MailboxView = a?.provider ?? 'none';
  return {
    isLoading: account.isLoading || settings.isLoading,
    account: a,
    settings: settings.data,
    view,
    status: a?.status ?? null,
    save,
    disconnect,
    refresh,
  };
}
