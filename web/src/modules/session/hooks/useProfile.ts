import useSWR from 'swr';
import type { Profile } from '../types.ts';
import { useSession } from './useSession.ts';

export const PROFILE_KEY = '/users/me';

export function useProfile() {
  const { isAuthenticated } = useSession();
  return useSWR<Profile>(isAuthenticated ? PROFILE_KEY : null);
}
