import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useToast } from '../../toast/hooks/useToast.ts';
import { twitterApi } from '../api/twitterApi.ts';
import { useXAccount } from '../hooks/useXAccount.ts';
import { XLogoutDialog } from './XLogoutDialog.tsx';
import { XPinForm } from './XPinForm.tsx';

/**
 * The X (Twitter) connection (spec 1 §4): not authorised → 'Sign in with X' opens X's consent in a new
 * tab → the PIN X shows is typed in and validated → authorised ('Connected'). Logout asks confirmation.
 */
export function XPanel() {
  const x = useXAccount();
  const toast = useToast();
  const [signingIn, setSigningIn] = useState(false);
  const [awaitingPin, setAwaitingPin] = useState(false);
  const [validating, setValidating] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);

  if (x.isLoading) return <CircularProgress aria-label="Loading X connection" />;
  const account = x.account;
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 600 }} data-testid="x-panel">
      <Typography variant="h6" component="h2" gutterBottom>
        twitter Connection
      </Typography>
      {account ? (
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Avatar src={account.imageUrl ?? undefined} alt={account.name} />
            <div>
              <Typography sx={{ fontWeight: 600 }} data-testid="x-account-name">
                {account.name}
              </Typography>
              <Typography color="text.secondary" data-testid="x-account-username">
                @{account.username}
              </Typography>
            </div>
            <Chip
              label={account.status === 'connected' ? 'Connected' : 'Disconnected'}
              color={account.status === 'connected' ? 'success' : 'error'}
              size="small"
              data-testid="x-status"
            />
          </Stack>
          {account.error ? <Alert severity="error">{account.error}</Alert> : null}
          <div>
            <Button
              variant="outlined"
              color="error"
              onClick={() => setLogoutOpen(true)}
              data-testid="x-logout"
            >
              Logout
            </Button>
          </div>
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Typography color="text.secondary">
            Connect your X account to send direct messages, follow leads and publish posts.
          </Typography>
          <div>
            <Button
              variant="contained"
              disabled={signingIn}
              data-testid="x-sign-in"
              onClick={async () => {
                // The tab opens inside the click, so pop-up blockers let it through; X's URL follows.
                const tab = window.open('', '_blank');
                setSigningIn(true);
                try {
                  const { url } = await twitterApi.authUrl();
                  if (tab) tab.location.href = url;
                  else window.open(url, '_blank');
                  setAwaitingPin(true);
                } catch (e) {
                  tab?.close();
                  toast.showError(e);
                } finally {
                  setSigningIn(false);
                }
              }}
            >
              Sign in with X
            </Button>
          </div>
          {awaitingPin ? (
            <>
              <Typography>Authorize the app on X, then enter the PIN X shows you.</Typography>
              <XPinForm
                submitting={validating}
                onSubmit={async (pin) => {
                  setValidating(true);
                  try {
                    await x.verify(pin);
                    setAwaitingPin(false);
                  } catch (e) {
                    toast.showError(e);
                  } finally {
                    setValidating(false);
                  }
                }}
              />
            </>
          ) : null}
        </Stack>
      )}
      <XLogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} onConfirm={x.logout} />
    </Paper>
  );
}
