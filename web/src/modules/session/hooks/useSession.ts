import { useContext } from 'react';
import { type SessionApi, SessionContext } from '../sessionContext.ts';

export function useSession(): SessionApi {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession must be used inside SessionProvider');
  return ctx;
}
