import { type ReactNode, useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '../../api/apiClient.ts';
import { tokenStore } from '../../api/tokenStore.ts';
import { type SessionApi, SessionContext } from '../sessionContext.ts';

export function SessionProvider({ children }: { children: ReactNode }) {
  const token = useSyncExternalStore(tokenStore.subscribe, tokenStore.get, () => null);
  const { cache } = useSWRConfig();

  // Forget every cached answer (spec 1 §4: logout clears all caches). Deleting the entries, rather than
  // mutating them to undefined, lets the next user's queries fetch afresh when their keys come back.
  const clearCaches = useCallback(async () => {
    for (const key of [...cache.keys()]) cache.delete(key);
  }, [cache]);

  // Spec 1 §4: a 401 that a refresh cannot heal removes the user and clears caches.
  useEffect(() => {
    api.setSessionExpiredHandler(() => {
      tokenStore.clear();
      void clearCaches();
    });
    return () => api.setSessionExpiredHandler(undefined);
  }, [clearCaches]);

  const signIn = useCallback(
    async (authToken: string) => {
      await clearCaches();
      tokenStore.set(authToken);
    },
    [clearCaches],
  );

  const signOut = useCallback(async () => {
    await api.post('/auth/logout').catch(() => undefined);
    tokenStore.clear();
    await clearCaches();
  }, [clearCaches]);

  const value = useMemo<SessionApi>(
    () => ({ token, isAuthenticated: Boolean(token), signIn, signOut }),
    [token, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
