import UnsubscribeOutlined from '@mui/icons-material/UnsubscribeOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useSearchParams } from 'react-router-dom';
import useSWRImmutable from 'swr/immutable';
import { unsubscribeApi } from '../modules/email-campaigns/api/unsubscribeApi.ts';
import { BrandLogo } from '../modules/ui/BrandLogo.tsx';
import { MessageScreen } from '../modules/ui/MessageScreen.tsx';

/**
 * /email-unsubscribed: where a campaign email's unsubscribe link leads. With the link's token it
 * records the unsubscribe (once, however often the page is opened), then confirms it.
 */
export function EmailUnsubscribedPage() {
  const [params] = useSearchParams();
  const token = params.get('t');
  const q = useSWRImmutable(token ? ['unsubscribe', token] : null, () => unsubscribeApi.unsubscribe(token!));
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', pt: 6 }}>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <BrandLogo />
      </Box>
      {token && !q.data && !q.error ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 8 }}>
          <CircularProgress aria-label="Unsubscribing" />
        </Box>
      ) : q.error ? (
        <MessageScreen
          testId="email-unsubscribe-failed"
          icon={<UnsubscribeOutlined />}
          title="Unsubscribe failed"
        >
          {(q.error as Error).message}
        </MessageScreen>
      ) : (
        <MessageScreen
          testId="email-unsubscribed"
          icon={<UnsubscribeOutlined />}
          title="You have been unsubscribed"
        >
          You will no longer receive these emails.
        </MessageScreen>
      )}
    </Box>
  );
}
