import { SESSION_CHECK_MS } from '@outreach/shared/constants/account';
import useSWR from 'swr';
import { api } from '../../api/apiClient.ts';
import { useSession } from './useSession.ts';

export const SESSION_KEY = '/auth/session';

/**
 * Realtime logout's fallback (spec 1 §4; the WebSocket of useRealtimeLogout ends a session at once):
 * while signed in, the shell asks every minute (and on focus) whether its session still lives. A session ended elsewhere (password change, removed from the
 * team, made a ghost) answers 401, which the API client cannot heal by a refresh, so the session
 * handler signs the tab out and the shell's gate shows the sign-in page, without a reload.
 */
export function useSessionWatch() {
  const { isAuthenticated } = useSession();
  useSWR(isAuthenticated ? SESSION_KEY : null, () => api.get(SESSION_KEY), {
    refreshInterval: SESSION_CHECK_MS,
    revalidateOnFocus: true,
    shouldRetryOnError: false,
  });
}
