import {
  REALTIME_TOKEN_PARAM,
  REALTIME_UNAUTHORIZED_CLOSE,
  ZRealtimeMessage,
} from '@outreach/shared/realtime';
import { api } from '../api/apiClient.ts';
import { tokenStore } from '../api/tokenStore.ts';
import { SESSION_KEY } from './hooks/useSessionWatch.ts';
import { realtimeUrl } from './realtimeUrl.ts';

const MAX_RETRY_MS = 30_000;

/**
 * The realtime channel's socket for useRealtimeLogout: opens it with the current token, hands every
 * `logout` message's user id to `onLogout`, and reconnects after a drop with a growing pause (a refused
 * token, 4401, is renewed through the API client first). Returns the function that closes it for good.
 * A module of its own, loaded once the shell has drawn: its message schema brings zod, which nothing
 * else on the first signed-in load needs.
 */
export function connectRealtimeLogout(onLogout: (userId: string) => void): () => void {
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
      if (parsed.success) onLogout(parsed.data.userId);
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
}
