import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../session/hooks/useSession.ts';
import { authApi } from '../api/authApi.ts';
import { readSignUpTracking } from '../signUpTracking.ts';

/**
 * Finishes a Google or Microsoft sign-in or sign-up: the provider's callback route forwards to the
 * login or sign-up page with ?provider&code&state (and mode=signup); the server checks the state
 * against the flow cookie it set when it built the provider URL. Returns whether the exchange is running.
 */
export function useOAuthCodeSignIn(onError: (message: string) => void): boolean {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const provider = params.get('provider');
  const code = provider === 'microsoft' || provider === 'google' ? params.get('code') : null;
  const state = params.get('state') ?? '';
  const mode = params.get('mode') === 'signup' ? 'signup' : 'signin';
  const started = useRef<string | null>(null);
  const [busy, setBusy] = useState(Boolean(code));

  useEffect(() => {
    if (!code || started.current === code) return;
    started.current = code;
    setBusy(true);
    const referralCode = readSignUpTracking().referralCode;
    (provider === 'google'
      ? authApi.google(mode, code, state, referralCode)
      : authApi.microsoft(mode, code, state, referralCode)
    )
      .then(({ authToken }) => signIn(authToken))
      .catch((e: Error) => {
        onError(e.message);
        navigate({ search: '' }, { replace: true });
      })
      .finally(() => setBusy(false));
  }, [code, state, mode, provider, signIn, navigate, onError]);

  return busy;
}
