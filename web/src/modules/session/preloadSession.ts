import { preload } from 'swr';
import { swrFetcher } from '../api/apiClient.ts';
import { FEATURES_KEY } from './hooks/useFeatures.ts';
import { PROFILE_KEY } from './hooks/useProfile.ts';
import { REAL_USER_KEY } from './hooks/useRealUser.ts';

/**
 * Starts the three queries the signed-in gates wait for (spec 1 §2: profile, real user, features), so
 * they run while the shell's code downloads; the hooks then pick up the answers instead of asking again.
 * Errors surface in those hooks, as before. A key the cache already holds is skipped: its hook has
 * mounted and asked already (children's effects run before the provider's, so when the shell's chunk
 * is in by the first commit its hooks fetch first). Preloading it as well asked twice on every such
 * first load, and left an answer behind that SWR would hand to the key's next revalidation, after a
 * mutation too (issue #7 §8).
 */
export function preloadSession(
  cache: { get(key: string): unknown },
  fetcher: (key: string) => Promise<unknown> = swrFetcher,
): void {
  for (const key of [PROFILE_KEY, REAL_USER_KEY, FEATURES_KEY]) {
    if (cache.get(key) !== undefined) continue;
    preload(key, fetcher).catch(() => undefined);
  }
}
