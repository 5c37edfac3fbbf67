import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../hooks/useSession.ts';

/** Sign-in, sign-up and forgot-password: a signed-in user goes on to the app (or where they were headed). */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  // ?exchange swaps the session for another one, so it runs even when signed in.
  if (isAuthenticated && !params.get('exchange')) {
    const from = (location.state as { from?: { pathname: string; search?: string } } | null)?.from;
    return <Navigate to={from ? `${from.pathname}${from.search ?? ''}` : '/'} replace />;
  }
  return children;
}
