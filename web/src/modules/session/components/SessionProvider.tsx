import { type ReactNode, useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '../../api/apiClient.ts';
import { tokenStore } from '../../api/tokenStore.ts';
import { shutdownSupportChat } from '../../shell/supportChat/supportChat.ts';
import { preloadSession } from '../preloadSession.ts';
import { type SessionApi, SessionContext } from '../sessionContext.ts';

export function SessionProvider({ children }: { children: ReactNode }) {
  const token = useSyncExternalStore(tokenStore.subscribe, tokenStore.get, () => null);
  const { unload, cache } = useSWRConfig();

  // Forget every cached answer (spec 1 §4: logout clears all caches). Deleting cache entries alone is not
  // enough: SWR keeps a per-key request marker (its dedupe record) for `dedupingInterval` after a fetch,
  // and a hook mounting while that marker exists skips its initial fetch, expecting the marked request
  // to fill the cache. With the entry deleted nothing ever fills it, and the shell waits forever for
  // /users/me. `unload` clears entries, request markers and pending mutations together, so the next
  // user's hooks fetch afresh and a previous user's late answer can no longer be written back. No
  // revalidation here: the mounted hooks still hold the old keys until the token change re-renders them.
  const clearCaches = useCallback(() => unload({ revalidate: false }), [unload]);

  // Spec 1 §4: a 401 that a refresh cannot heal removes the user and clears caches.
  useEffect(() => {
    api.setSessionExpiredHandler(() => {
      tokenStore.clear();
      clearCaches();
    });
    return () => api.setSessionExpiredHandler(undefined);
  }, [clearCaches]);

  // A returning user's session queries start with the first commit (after the handler above exists),
  // not once the shell's chunk has arrived.
  useEffect(() => {
    if (tokenStore.get()) preloadSession(cache);
  }, [cache]);

  const signIn = useCallback(
    async (authToken: string) => {
      clearCaches();
      tokenStore.set(authToken);
    },
    [clearCaches],
  );

  // A team switch: the old team's answers go, and every mounted hook (the profile, features, white
  // label…) fetches again with the new token at once.
  const switchSession = useCallback(
    (authToken: string) => {
      tokenStore.set(authToken);
      unload();
    },
    [unload],
  );

  const signOut = useCallback(async () => {
    await api.post('/auth/logout').catch(() => undefined);
    shutdownSupportChat();
    tokenStore.clear();
    clearCaches();
  }, [clearCaches]);

  const value = useMemo<SessionApi>(
    () => ({ token, isAuthenticated: Boolean(token), signIn, switchSession, signOut }),
    [token, signIn, switchSession, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
