import { DEFAULT_TIMEZONE, RETRY_AFTER_425_MS, STATUS_POLL_MS } from '@outreach/shared/constants/account';
import { cloudBotErrorMessage } from '@outreach/shared/rules/linkedin-bot';
import type { TLinkedInCredentials } from '@outreach/shared/schemas/integrations';
import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { ApiError } from '../../api/apiError.ts';
import { useProfile } from '../../session/hooks/useProfile.ts';
import { CLOUD_BOT_INFO_KEY, type CloudBotInfo, linkedinApi } from '../api/linkedinApi.ts';
import {
  guessTimezone,
  isLoginSettled,
  isPollingStatus,
  type LinkedInProfileFields,
  linkedInView,
} from '../linkedinView.ts';

export interface LinkedInNotice {
  severity: 'info' | 'error' | 'warning';
  text: string;
}

const RESET_PASSWORD_TEXT = cloudBotErrorMessage('RESET_PASSWORD_VIEW');

/**
 * The LinkedIn connection of spec 1 §4: connect, the 6-digit code, polling after 408/504/524 (and
 * 5 s after a 425), remove, and registering the cloud bot with the guessed timezone once connected.
 */
export function useLinkedInConnection() {
  const profileQuery = useProfile();
  const profile = profileQuery.data as (LinkedInProfileFields & { id: string }) | undefined;
  const [submitting, setSubmitting] = useState(false);
  const [polling, setPolling] = useState(false);
  const [waiting425, setWaiting425] = useState(false);
  const [reconnecting, setReconnecting] = useState(false);
  const [notice, setNotice] = useState<LinkedInNotice | null>(null);
  const registered = useRef(false);

  const infoQuery = useSWR<CloudBotInfo>(profile ? CLOUD_BOT_INFO_KEY : null, {
    // Keep watching while the bot works in the background (also after a reload mid-login).
    refreshInterval: (latest) => (polling || latest?.trying_login ? STATUS_POLL_MS : 0),
  });
  const info = infoQuery.data;
  const refreshProfile = profileQuery.mutate;

  const settle = useCallback(
    async (result: CloudBotInfo | undefined) => {
      if (!result) return;
      const error = result.data?.error;
      if (error && error !== 'VERIFICATION_INVALID') {
        setNotice({
          severity: error === 'RESET_PASSWORD_VIEW' ? 'warning' : 'error',
          text: cloudBotErrorMessage(error)!,
        });
      }
      if (result.loginStatus === 'LOGGED_IN' && !registered.current) {
        registered.current = true;
        setReconnecting(false);
        setNotice(null);
        await linkedinApi.registerBot(guessTimezone(DEFAULT_TIMEZONE)).catch(() => undefined);
      }
      await refreshProfile();
    },
    [refreshProfile],
  );

  // A poll that brings a verdict ends the polling.
  useEffect(() => {
    if (polling && isLoginSettled(info)) {
      setPolling(false);
      void settle(info);
    }
  }, [polling, info, settle]);

  const onFailure = useCallback(
    async (e: unknown) => {
      const status = e instanceof ApiError ? e.statusCode : 0;
      if (isPollingStatus(status)) {
        setPolling(true);
        return;
      }
      if (status === 425) {
        setNotice({ severity: 'info', text: (e as Error).message });
        setWaiting425(true);
        setTimeout(() => {
          setWaiting425(false);
          setPolling(true);
        }, RETRY_AFTER_425_MS);
        return;
      }
      const text = (e as Error).message || 'Something went wrong';
      setNotice({ severity: text === RESET_PASSWORD_TEXT ? 'warning' : 'error', text });
      await Promise.all([infoQuery.mutate(), refreshProfile()]);
    },
    [infoQuery, refreshProfile],
  );

  const connect = useCallback(
    async (values: TLinkedInCredentials) => {
      setSubmitting(true);
      setNotice(null);
      registered.current = false;
      try {
        const result = await linkedinApi.updateCredentials(values);
        await infoQuery.mutate(result, { revalidate: false });
        await settle(result);
      } catch (e) {
        await onFailure(e);
      } finally {
        setSubmitting(false);
      }
    },
    [infoQuery, settle, onFailure],
  );

  const verifyCode = useCallback(
    async (code: string) => {
      if (!info?.browserId) return;
      setSubmitting(true);
      setNotice(null);
      try {
        const result = await linkedinApi.verifyCode({ code, browserId: info.browserId });
        await infoQuery.mutate(result, { revalidate: false });
        await settle(result);
      } catch (e) {
        await onFailure(e);
      } finally {
        setSubmitting(false);
      }
    },
    [info?.browserId, infoQuery, settle, onFailure],
  );

  const remove = useCallback(async () => {
    await linkedinApi.removeCredentials();
    setNotice(null);
    setReconnecting(false);
    setPolling(false);
    registered.current = false;
    await Promise.all([infoQuery.mutate(), refreshProfile()]);
  }, [infoQuery, refreshProfile]);

  const busy = submitting || polling || waiting425;
  const baseView = linkedInView({ profile, info, busy });
  // 'Try to Reconnect' shows the credentials form again, prefilled, with the country locked.
  const view = reconnecting && (baseView === 'broken' || baseView === 'tryAgain') ? 'form' : baseView;
  const isLoading = !profile || (infoQuery.isLoading && !info);

  return {
    view,
    isLoading,
    profile,
    info,
    notice,
    submitting,
    connect,
    verifyCode,
    remove,
    reconnect: () => setReconnecting(true),
    cancelReconnect: () => setReconnecting(false),
    reconnecting,
  };
}
