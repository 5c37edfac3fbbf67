import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { VerificationLinkState } from '@outreach/shared/schemas/auth';
import { useState } from 'react';
import useSWR from 'swr';
import { authApi } from '../modules/auth/api/authApi.ts';
import { verificationTexts } from '../modules/auth/verificationTexts.ts';
import { PROFILE_KEY } from '../modules/session/hooks/useProfile.ts';
import { useSession } from '../modules/session/hooks/useSession.ts';
import type { Profile } from '../modules/session/types.ts';
import { BrandLogo } from '../modules/ui/BrandLogo.tsx';
import { MessageScreen } from '../modules/ui/MessageScreen.tsx';

/** /app/verifyEmail: a signed-in user whose email is not verified yet (gate 2). */
export function VerifyEmailPage() {
  // Coming back from the mail in another tab re-reads the profile, so the gate moves the user on.
  const { data: profile } = useSWR<Profile>(PROFILE_KEY, { revalidateOnFocus: true });
  const { signOut } = useSession();
  const [state, setState] = useState<VerificationLinkState | null>(null);
  const [sending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    try {
      const { status } = await authApi.sendVerificationLink();
      setState(status);
    } catch {
      setState('resend_link_invalid');
    } finally {
      setSending(false);
    }
  }

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', pt: 6 }}>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <BrandLogo />
      </Box>
      <MessageScreen
        testId="verify-email-page"
        icon={<MarkEmailUnreadOutlined />}
        title="Verify your email"
        actions={
          <>
            <Button variant="contained" onClick={resend} disabled={sending} data-testid="resend-verification">
              Resend verification link
            </Button>
            <Button variant="text" onClick={() => void signOut()}>
              Log out
            </Button>
          </>
        }
      >
        <p>
          We sent a verification link to <strong>{profile?.email ?? 'your email'}</strong>. Open it to
          activate your account.
        </p>
        {state && (
          <Alert
            severity={state === 'resend_link_success' ? 'success' : 'error'}
            sx={{ mt: 2, textAlign: 'left' }}
            data-testid={`verification-${state}`}
          >
            <strong>{verificationTexts[state].title}.</strong> {verificationTexts[state].text}
          </Alert>
        )}
      </MessageScreen>
    </Box>
  );
}
