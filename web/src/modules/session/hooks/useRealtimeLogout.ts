import {
  REALTIME_TOKEN_PARAM,
  REALTIME_UNAUTHORIZED_CLOSE,
  ZRealtimeMessage,
} from '@outreach/shared/realtime';
import { isLogoutEventForMe } from '@outreach/shared/rules/shell';
import { useEffect, useRef } from 'react';
import { api } from '../../api/apiClient.ts';
import { tokenStore } from '../../api/tokenStore.ts';
import { realtimeUrl, sessionIdOf } from '../realtimeUrl.ts';
import { useSession } from './useSession.ts';
import { SESSION_KEY } from './useSessionWatch.ts';

const MAX_RETRY_MS = 30_000;

/**
 * Realtime logout (spec 1 §4): while signed in, the shell keeps a WebSocket open to the realtime
 * channel, bound to the current session (a new session, e.g. impersonation, reconnects). A `logout`
 * message for this user (or the real user behind an impersonation) ends the session at once; the
 * session poll (useSessionWatch) stays as the fallback. A refused token (4401) is renewed through the
 * API client before the next attempt; other drops reconnect with a growing pause.
 */
export function useRealtimeLogout(ids: { currentUserId?: string; realUserId?: string | null }) {
  const { token, signOut } = useSession();
  const sid = sessionIdOf(token);
  const latest = useRef({ ids, signOut });
  latest.current = { ids, signOut };

  useEffect(() => {
    if (!sid) return;
    let socket: WebSocket | null = null;
    let stopped = false;
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const open = async () => {
      const base = await realtimeUrl();
      const current = tokenStore.get();
      if (stopped || !current) return;
      const ws = new WebSocket(`${base}?${REALTIME_TOKEN_PARAM}=${encodeURIComponent(current)}`);
      socket = ws;
      ws.onopen = () => {
        attempts = 0;
        // Observable state (tests wait for it; devtools show it): the server has admitted the socket.
        document.documentElement.dataset.realtime = 'open';
      };
      ws.onmessage = (e) => {
        let data: unknown;
        try {
          data = JSON.parse(String(e.data));
        } catch {
          return;
        }
        const parsed = ZRealtimeMessage.safeParse(data);
        if (!parsed.success) return;
        const { currentUserId, realUserId } = latest.current.ids;
        const mine =
          !currentUserId ||
          isLogoutEventForMe({ eventUserId: parsed.data.userId, currentUserId, realUserId });
        if (mine) void latest.current.signOut();
      };
      ws.onclose = (e) => {
        document.documentElement.dataset.realtime = 'closed';
        if (stopped) return;
        attempts++;
        const wait = Math.min(MAX_RETRY_MS, 1000 * 2 ** Math.min(attempts - 1, 5));
        timer = setTimeout(() => {
          // A refused token: one API call renews it (or finds the session over and signs the tab out).
          const renew = e.code === REALTIME_UNAUTHORIZED_CLOSE ? api.get(SESSION_KEY).catch(() => {}) : null;
          void Promise.resolve(renew).then(open);
        }, wait);
      };
    };
    void open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close(1000);
    };
  }, [sid]);
}
