import XIcon from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import useSWRImmutable from 'swr/immutable';
import { twitterApi } from '../modules/twitter/api/twitterApi.ts';
import { BrandLogo } from '../modules/ui/BrandLogo.tsx';
import { MessageScreen } from '../modules/ui/MessageScreen.tsx';

/**
 * /twitter/code: where X sends the user back after they authorised the app (the X app's callback URL
 * in AWS). It hands X's code and state to the server and shows the 7-digit PIN to type in
 * Integrations → X, as X's own PIN page does locally.
 */
export function TwitterCodePage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');
  const denied = params.get('error');
  const q = useSWRImmutable(code && state ? ['x-code', code, state] : null, () =>
    twitterApi.receiveCode(code!, state!),
  );
  const failure = denied
    ? 'You did not authorize the app on X.'
    : !code || !state
      ? 'This page needs the code X gives after you authorize the app.'
      : q.error
        ? (q.error as Error).message
        : null;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', pt: 6 }}>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <BrandLogo />
      </Box>
      {failure ? (
        <MessageScreen testId="x-code-failed" icon={<XIcon />} title="Signing in with X failed">
          {failure}
        </MessageScreen>
      ) : !q.data ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 8 }}>
          <CircularProgress aria-label="Reading X's answer" />
        </Box>
      ) : (
        <MessageScreen testId="x-code" icon={<XIcon />} title="You've authorized the app on X">
          Return to Integrations → X and enter this PIN to complete the sign-in:
          <Typography
            component="span"
            data-testid="x-code-pin"
            sx={{ display: 'block', mt: 2, fontSize: 32, fontWeight: 700, letterSpacing: 4 }}
          >
            {q.data.pin}
          </Typography>
        </MessageScreen>
      )}
    </Box>
  );
}
