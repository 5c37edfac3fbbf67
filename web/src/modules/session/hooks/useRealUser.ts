import useSWR from 'swr';
import type { RealUser } from '../types.ts';
import { useSession } from './useSession.ts';

export const REAL_USER_KEY = '/users/me/real';

/** The real user behind an impersonation session, or null when not impersonating. */
export function useRealUser() {
  const { isAuthenticated } = useSession();
  return useSWR<RealUser | null>(isAuthenticated ? REAL_USER_KEY : null);
}
