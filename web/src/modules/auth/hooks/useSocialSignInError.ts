import { SOCIAL_SIGN_IN_ERROR_MS } from '@outreach/shared/constants/account';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** Spec 1 §8: Google and Microsoft sign-in errors show for 5 seconds, then clear. */
export function useSocialSignInError() {
  const location = useLocation();
  const fromCallback = (location.state as { socialError?: string } | null)?.socialError ?? null;
  const [error, setError] = useState<string | null>(fromCallback);

  useEffect(() => {
    if (fromCallback) setError(fromCallback);
  }, [fromCallback]);

  useEffect(() => {
    if (!error) return;
    const t = setTimeout(() => setError(null), SOCIAL_SIGN_IN_ERROR_MS);
    return () => clearTimeout(t);
  }, [error]);

  const show = useCallback((message: string) => setError(message), []);
  return { error, show };
}
