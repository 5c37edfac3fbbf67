import { preload } from 'swr';
import { swrFetcher } from '../api/apiClient.ts';
import { FEATURES_KEY } from './hooks/useFeatures.ts';
import { PROFILE_KEY } from './hooks/useProfile.ts';
import { REAL_USER_KEY } from './hooks/useRealUser.ts';

/**
 * Starts the three queries the signed-in gates wait for (spec 1 §2: profile, real user, features), so
 * they run while the shell's code downloads; the hooks then pick up the answers instead of asking again.
 * Errors surface in those hooks, as before.
 */
export function preloadSession(): void {
  for (const key of [PROFILE_KEY, REAL_USER_KEY, FEATURES_KEY]) {
    preload(key, swrFetcher).catch(() => undefined);
  }
}
