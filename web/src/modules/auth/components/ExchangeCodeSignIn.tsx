import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSession } from '../../session/hooks/useSession.ts';
import { FullPageLoader } from '../../ui/FullPageLoader.tsx';
import { authApi } from '../api/authApi.ts';

/** Login with ?exchange=<code> (after accepting a team invitation): swap the code for a session. */
export function ExchangeCodeSignIn({ code }: { code: string }) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const started = useRef<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (started.current === code) return;
    started.current = code;
    authApi
      .exchange(code)
      .then(({ authToken }) => signIn(authToken))
      .then(() => navigate('/', { replace: true }))
      .catch((e: Error) => setError(e.message));
  }, [code, signIn, navigate]);

  if (!error) return <FullPageLoader label="Signing you in" />;
  return (
    <>
      <Alert severity="error" sx={{ mb: 2 }} role="alert">
        {error}
      </Alert>
      <Button component={RouterLink} to="/auth/login" variant="contained" fullWidth>
        Back to sign in
      </Button>
    </>
  );
}
