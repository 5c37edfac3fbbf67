import LinkedIn from '@mui/icons-material/LinkedIn';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { cloudBotErrorMessage, cloudBotErrorMessages } from '@outreach/shared/rules/linkedin-bot';
import { useState } from 'react';
import { useToast } from '../../toast/hooks/useToast.ts';
import { useLinkedInConnection } from '../hooks/useLinkedInConnection.ts';
import { LinkedInAccountCard } from './LinkedInAccountCard.tsx';
import { LinkedInCodeForm } from './LinkedInCodeForm.tsx';
import { LinkedInCredentialsForm } from './LinkedInCredentialsForm.tsx';
import { LinkedInLoginProgress } from './LinkedInLoginProgress.tsx';
import { RemoveLinkedInDialog } from './RemoveLinkedInDialog.tsx';
import { SalesContractChooser } from './SalesContractChooser.tsx';

const NOT_CONNECTED_ANYMORE =
  "Your LinkedIn account is not connected anymore. Click 'Try to Reconnect' to sign in again.";
const SECURITY_UNFINISHED =
  "LinkedIn's security process was not finished in time. Remove the account and start again to get a new code.";

/** The LinkedIn tab of /integrations: every state of spec 1 §4's LinkedIn connection. */
export function LinkedInPanel() {
  const li = useLinkedInConnection();
  const toast = useToast();
  const [removeOpen, setRemoveOpen] = useState(false);
  const active = Boolean(li.profile?.isLinkedinActive);
  const email = li.info?.email ?? li.profile?.linkedInEmail ?? null;
  const error = li.info?.data?.error;
  const problem = error
    ? cloudBotErrorMessage(error)
    : li.info?.warningType
      ? cloudBotErrorMessages.RESTRICTED
      : NOT_CONNECTED_ANYMORE;

  const remove = async () => {
    try {
      await li.remove();
    } catch (e) {
      toast.showError(e);
      throw e;
    }
  };

  let body: React.ReactNode;
  if (li.isLoading) body = <CircularProgress size={28} aria-label="Loading LinkedIn status" />;
  else if (li.view === 'loading') body = <LinkedInLoginProgress />;
  else if (li.view === 'code' && li.info?.browserId)
    body = (
      <LinkedInCodeForm
        browserId={li.info.browserId}
        email={email}
        submitting={li.submitting}
        onSubmit={li.verifyCode}
        onCancel={() => setRemoveOpen(true)}
      />
    );
  else if (li.view === 'tryAgain')
    body = (
      <Box data-testid="linkedin-try-again">
        <Alert severity="warning" sx={{ mb: 2 }}>
          {SECURITY_UNFINISHED}
        </Alert>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={li.reconnect} data-testid="linkedin-try-again-button">
            Try again
          </Button>
          <Button color="error" onClick={() => setRemoveOpen(true)} data-testid="linkedin-remove">
            Remove and start again
          </Button>
        </Stack>
      </Box>
    );
  else if (li.view === 'connected' || li.view === 'broken')
    body = (
      <LinkedInAccountCard
        status={li.view}
        name={li.info?.name}
        email={email}
        problem={problem}
        onReconnect={li.reconnect}
        onRemove={() => setRemoveOpen(true)}
        extra={li.view === 'connected' && li.info ? <SalesContractChooser info={li.info} /> : null}
      />
    );
  else
    body = (
      <LinkedInCredentialsForm
        key={`${active}-${li.reconnecting}`}
        defaultEmail={email}
        defaultCountry={li.info?.countryCode ?? null}
        countryLocked={active && Boolean(li.info?.countryCode)}
        submitting={li.submitting}
        submitLabel={li.reconnecting ? 'Reconnect' : 'Connect'}
        onSubmit={li.connect}
        onCancel={li.reconnecting ? li.cancelReconnect : undefined}
      />
    );

  return (
    <Paper variant="outlined" sx={{ p: 4 }} data-testid="linkedin-panel">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
        <LinkedIn sx={{ color: '#0A66C2', fontSize: 32 }} />
        <Typography variant="h4" component="h2">
          LinkedIn Connection
        </Typography>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 640 }}>
        Connect your LinkedIn account so the cloud bot can run your campaigns, sync your connections and your
        inbox. Your password is stored encrypted and used only to sign in for you.
      </Typography>
      {li.notice && (
        <Alert severity={li.notice.severity} sx={{ mb: 3, maxWidth: 640 }} data-testid="linkedin-notice">
          {li.notice.text}
        </Alert>
      )}
      {body}
      <RemoveLinkedInDialog open={removeOpen} onClose={() => setRemoveOpen(false)} onConfirm={remove} />
    </Paper>
  );
}
