import useSWR from 'swr';
import type { RealUser } from '../types.ts';
import { useSession } from './useSession.ts';

/** The real user behind an impersonation session, or null when not impersonating. */
export function useRealUser() {
  const { isAuthenticated } = useSession();
  return useSWR<RealUser | null>(isAuthenticated ? '/users/me/real' : null);
}
