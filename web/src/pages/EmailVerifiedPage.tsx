import CheckCircleOutlineOutlined from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { verificationTexts } from '../modules/auth/verificationTexts.ts';
import { useSession } from '../modules/session/hooks/useSession.ts';
import { BrandLogo } from '../modules/ui/BrandLogo.tsx';
import { MessageScreen } from '../modules/ui/MessageScreen.tsx';

export function EmailVerifiedPage() {
  const { isAuthenticated } = useSession();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', pt: 6 }}>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <BrandLogo />
      </Box>
      <MessageScreen
        testId="verification-success"
        icon={<CheckCircleOutlineOutlined />}
        title={verificationTexts.success.title}
        actions={
          <Button
            component={RouterLink}
            to={isAuthenticated ? '/walkthrough' : '/auth/login'}
            variant="contained"
            data-testid="email-verified-continue"
          >
            {isAuthenticated ? 'Continue' : 'Sign in'}
          </Button>
        }
      >
        {verificationTexts.success.text}
      </MessageScreen>
    </Box>
  );
}
