import LinkedIn from '@mui/icons-material/LinkedIn';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { BrandLogo } from '../modules/ui/BrandLogo.tsx';
import { MessageScreen } from '../modules/ui/MessageScreen.tsx';

/** /li-verification/{verificationToken}: spec 1 §2 texts; the reconnect flow comes with the integrations issue. */
export function LiVerificationPage() {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', pt: 6 }}>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <BrandLogo />
      </Box>
      <MessageScreen
        testId="li-verification"
        icon={<LinkedIn />}
        title="2 step Verification"
        actions={
          <Button component={RouterLink} to="/integrations?tab=linkedin" variant="contained">
            Connect your LinkedIn account
          </Button>
        }
      >
        <p>It looks like your verification code has expired.</p>
        <p>Please connect your LinkedIn account and request a new link to continue.</p>
      </MessageScreen>
    </Box>
  );
}
