import { isLogoutEventForMe } from '@outreach/shared/rules/shell';
import { useEffect, useRef } from 'react';
import { sessionIdOf } from '../sessionId.ts';
import { useSession } from './useSession.ts';

/**
 * Realtime logout (spec 1 §4): while signed in, the shell keeps a WebSocket open to the realtime
 * channel, bound to the current session (a new session, e.g. impersonation, reconnects). A `logout`
 * message for this user (or the real user behind an impersonation) ends the session at once; the
 * session poll (useSessionWatch) stays as the fallback. The socket's code (realtimeSocket.ts) loads
 * after the shell's first render, not with it (issue #7 §8).
 */
export function useRealtimeLogout(ids: { currentUserId?: string; realUserId?: string | null }) {
  const { token, signOut } = useSession();
  const sid = sessionIdOf(token);
  const latest = useRef({ ids, signOut });
  latest.current = { ids, signOut };

  useEffect(() => {
    if (!sid) return;
    let close: (() => void) | undefined;
    let stopped = false;
    void import('../realtimeSocket.ts').then(({ connectRealtimeLogout }) => {
      if (stopped) return;
      close = connectRealtimeLogout((eventUserId) => {
        const { currentUserId, realUserId } = latest.current.ids;
        const mine = !currentUserId || isLogoutEventForMe({ eventUserId, currentUserId, realUserId });
        if (mine) void latest.current.signOut();
      });
    });
    return () => {
      stopped = true;
      close?.();
    };
  }, [sid]);
}
