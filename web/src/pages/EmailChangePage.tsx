import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { PROFILE_KEY } from '../modules/session/hooks/useProfile.ts';
import { useSession } from '../modules/session/hooks/useSession.ts';
import { profileApi } from '../modules/settings/api/profileApi.ts';
import { BrandLogo } from '../modules/ui/BrandLogo.tsx';
import { MessageScreen } from '../modules/ui/MessageScreen.tsx';

type Status = 'success' | 'expired' | 'bad_request' | 'taken';
const texts: Record<Status, { title: string; text: string }> = {
  success: { title: 'Email changed', text: 'Sign in with your new email address from now on.' },
  expired: { title: 'This link has expired', text: 'Change your email again from your user profile.' },
  bad_request: { title: 'This link is not valid', text: 'It was already used, or it is incomplete.' },
  taken: {
    title: 'This email is already used by another account',
    text: 'Choose another address on your user profile.',
  },
};

/** /change-email/:token: the link mailed to a new address confirms the change (works signed out too). */
export function EmailChangePage() {
  const { token = '' } = useParams();
  const { isAuthenticated } = useSession();
  const { mutate } = useSWRConfig();
  const [status, setStatus] = useState<Status | null>(null);
  useEffect(() => {
    profileApi.confirmEmailChange(token).then(
      (r) => {
        setStatus(r.status);
        // A signed-in user's cached profile still shows the old address.
        if (r.status === 'success') void mutate(PROFILE_KEY);
      },
      () => setStatus('bad_request'),
    );
  }, [token, mutate]);
  const t = status ? texts[status] : null;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', pt: 6 }}>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <BrandLogo />
      </Box>
      {t ? (
        <MessageScreen
          testId={`email-change-${status}`}
          title={t.title}
          actions={
            <Button
              component={RouterLink}
              to={isAuthenticated ? '/settings/user-profile' : '/auth/login'}
              variant="contained"
            >
              {isAuthenticated ? 'Back to your profile' : 'Sign in'}
            </Button>
          }
        >
          {t.text}
        </MessageScreen>
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 6 }}>
          <CircularProgress />
        </Box>
      )}
    </Box>
  );
}
