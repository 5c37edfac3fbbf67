import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { api } from '../modules/api/apiClient.ts';
import { PROFILE_KEY } from '../modules/session/hooks/useProfile.ts';
import { useSession } from '../modules/session/hooks/useSession.ts';
import type { Profile } from '../modules/session/types.ts';
import { BrandLogo } from '../modules/ui/BrandLogo.tsx';
import { WalkthroughSteps } from '../modules/walkthrough/components/WalkthroughSteps.tsx';

export function WalkthroughPage() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { signOut } = useSession();

  async function finish() {
    const profile = await api.patch<Profile>('/users/me/complete-walkthrough');
    await mutate(PROFILE_KEY, profile && typeof profile === 'object' ? profile : undefined, {
      revalidate: !profile,
    });
    navigate('/dashboard', { replace: true });
  }

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', minWidth: 1200 }}>
      <Box
        sx={{ height: 48, px: 3, display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}
        component="header"
      >
        <BrandLogo />
        <Button color="inherit" onClick={() => void signOut()}>
          Log out
        </Button>
      </Box>
      <Box sx={{ display: 'grid', placeItems: 'center', pt: 6 }}>
        <WalkthroughSteps onFinish={finish} />
      </Box>
    </Box>
  );
}
