import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type Theme, ThemeProvider } from '@mui/material/styles';
import type { VerificationLinkState } from '@outreach/shared/schemas/auth';
import type { TTokenWhiteLabelResponse } from '@outreach/shared/schemas/whitelabels';
import { useEffect, useState } from 'react';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { authApi } from '../modules/auth/api/authApi.ts';
import { verificationTexts } from '../modules/auth/verificationTexts.ts';
import { PROFILE_KEY } from '../modules/session/hooks/useProfile.ts';
import { useSession } from '../modules/session/hooks/useSession.ts';
import { brandedTheme } from '../modules/shell/whiteLabelTheme.ts';
import { BrandLogo } from '../modules/ui/BrandLogo.tsx';
import { FullPageLoader } from '../modules/ui/FullPageLoader.tsx';
import { MessageScreen } from '../modules/ui/MessageScreen.tsx';

interface Verified {
  status: VerificationLinkState;
  /** The token's white-label data (spec 1 §3): its icon and theme replace ours on this page. */
  whiteLabel: TTokenWhiteLabelResponse | null;
}

// One verification call per code, even when React mounts the page twice (StrictMode).
const pending = new Map<string, Promise<Verified>>();
function verifyOnce(code: string): Promise<Verified> {
  let p = pending.get(code);
  if (!p) {
    p = authApi
      .verifyEmail(code)
      .then((r) => ({ status: r.status, whiteLabel: r.whiteLabel ?? null }))
      .catch(() => ({ status: 'bad_request' as const, whiteLabel: null }));
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
  const [whiteLabel, setWhiteLabel] = useState<TTokenWhiteLabelResponse | null>(null);
  const [resend, setResend] = useState<VerificationLinkState | null>(null);

  useEffect(() => {
    let live = true;
    verifyOnce(verificationCode).then(async (v) => {
      if (v.status === 'success') await mutate(PROFILE_KEY);
      if (live) {
        setWhiteLabel(v.whiteLabel);
        setState(v.status);
      }
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
  const screen = (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', pt: 6 }}>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        {whiteLabel?.logoIcon ? (
          <Box
            component="img"
            src={whiteLabel.logoIcon}
            alt=""
            data-testid="verification-white-label-icon"
            sx={{ height: 40 }}
          />
        ) : (
          !whiteLabel && <BrandLogo />
        )}
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
  if (!whiteLabel) return screen;
  return (
    <ThemeProvider theme={(outer: Theme) => brandedTheme(outer, whiteLabel.theme)}>{screen}</ThemeProvider>
  );
}
