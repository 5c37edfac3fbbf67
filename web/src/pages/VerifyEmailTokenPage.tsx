import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { VerificationLinkState } from '@outreach/shared/schemas/auth';
import { useEffect, useState } from 'react';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { authApi } from '../modules/auth/api/authApi.ts';
import { verificationTexts } from '../modules/auth/verificationTexts.ts';
import { PROFILE_KEY } from '../modules/session/hooks/useProfile.ts';
import { useSession } from '../modules/session/hooks/useSession.ts';
import { BrandLogo } from '../modules/ui/BrandLogo.tsx';
import { FullPageLoader } from '../modules/ui/FullPageLoader.tsx';
import { MessageScreen } from '../modules/ui/MessageScreen.tsx';

// One verification call per code, even when React mounts the page twice (StrictMode).
const pending = new Map<string, Promise<VerificationLinkState>>();
function verifyOnce(code: string): Promise<VerificationLinkState> {
  let p = pending.get(code);
  if (!p) {
    p = authApi
      .verifyEmail(code)
      .then((r) => r.status)
      .catch(() => 'bad_request' as const);
    pending.set(code, p);
  }
  return p;
}

/** /verify-email/{verificationCode}: the link from the verification mail. */
export function VerifyEmailTokenPage() {
  const { verificationCode = '' } = useParams();
  const { isAuthenticated } = useSession();
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<VerificationLinkState>('live');
  const [resend, setResend] = useState<VerificationLinkState | null>(null);

  useEffect(() => {
    let live = true;
    verifyOnce(verificationCode).then(async (s) => {
      if (s === 'success') await mutate(PROFILE_KEY);
      if (live) setState(s);
    });
    return () => {
      live = false;
    };
  }, [verificationCode, mutate]);

  if (state === 'live') return <FullPageLoader label={verificationTexts.live.title} />;
  if (state === 'success') return <Navigate to="/email-verified" replace />;

  async function sendNew() {
    try {
      setResend((await authApi.sendVerificationLink()).status);
    } catch {
      setResend('resend_link_invalid');
    }
  }

  const texts = verificationTexts[state];
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', pt: 6 }}>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <BrandLogo />
      </Box>
      <MessageScreen
        testId={`verification-${state}`}
        icon={state === 'expired' ? <HourglassEmptyOutlined /> : <ErrorOutlineOutlined />}
        title={texts.title}
        actions={
          isAuthenticated ? (
            <Button variant="contained" onClick={sendNew} disabled={resend === 'resend_link_success'}>
              Send a new link
            </Button>
          ) : (
            <Button component={RouterLink} to="/auth/login" variant="contained">
              Sign in to get a new link
            </Button>
          )
        }
      >
        <p>{texts.text}</p>
        {resend && (
          <Alert
            severity={resend === 'resend_link_success' ? 'success' : 'error'}
            sx={{ mt: 2, textAlign: 'left' }}
          >
            {verificationTexts[resend].text}
          </Alert>
        )}
      </MessageScreen>
    </Box>
  );
}
