import UnsubscribeOutlined from '@mui/icons-material/UnsubscribeOutlined';
import Box from '@mui/material/Box';
import { BrandLogo } from '../modules/ui/BrandLogo.tsx';
import { MessageScreen } from '../modules/ui/MessageScreen.tsx';

export function EmailUnsubscribedPage() {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', pt: 6 }}>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <BrandLogo />
      </Box>
      <MessageScreen
        testId="email-unsubscribed"
        icon={<UnsubscribeOutlined />}
        title="You have been unsubscribed"
      >
        You will no longer receive these emails.
      </MessageScreen>
    </Box>
  );
}
