import AlternateEmail from '@mui/icons-material/AlternateEmail';
import Google from '@mui/icons-material/Google';
import Microsoft from '@mui/icons-material/Microsoft';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mailMessages } from '@outreach/shared/schemas/integrations';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '../../toast/hooks/useToast.ts';
import { emailApi } from '../api/emailApi.ts';
import { type MailboxView, useMailbox } from '../hooks/useMailbox.ts';
import { DisconnectEmailDialog } from './DisconnectEmailDialog.tsx';
import { SmtpImapDialog } from './SmtpImapDialog.tsx';

// The rich-text editor loads with the signature card, not with the page.
const SignatureCard = lazy(() => import('./SignatureCard.tsx').then((m) => ({ default: m.SignatureCard })));

const OUTLOOK_ERROR = "We've encountered an error. Please disconnect and reconnect your Outlook account.";

const providers: {
  id: Exclude<MailboxView, 'none'>;
  title: string;
  text: string;
  icon: React.ReactNode;
  color: string;
}[] = [
  { id: 'gmail', title: 'Gmail', text: 'Google Workspace or Gmail', icon: <Google />, color: '#EA4335' },
  {
    id: 'outlook',
    title: 'Microsoft Outlook',
    text: 'Microsoft 365 or Outlook.com',
    icon: <Microsoft />,
    color: '#0078D4',
  },
  {
    id: 'smtp',
    title: 'Other provider',
    text: 'Any mailbox via SMTP + IMAP',
    icon: <AlternateEmail />,
    color: '#5C6BC0',
  },
];

/**
 * The email tab of /integrations (spec 1 §4): cards for Gmail, Microsoft Outlook and another provider
 * via SMTP+IMAP; once one is connected only it shows, with 'Connected' or 'Broken' and Disconnect.
 * Under them, the email signature (spec 1 §4 'Setup your Email Signature').
 */
export function EmailPanel() {
  const mb = useMailbox();
  const toast = useToast();
  const [smtpOpen, setSmtpOpen] = useState(false);
  const [disconnectOpen, setDisconnectOpen] = useState(false);
  const [params, setParams] = useSearchParams();
  const [finishing, setFinishing] = useState(false);
  const finished = useRef(false);
  const refresh = mb.refresh;

  // Back from the provider's consent: finish the connection once, then clean the address.
  useEffect(() => {
    const code = params.get('code');
    const state = params.get('state') ?? '';
    const provider = state.split('.').pop();
    if (!code || finished.current || (provider !== 'gmail' && provider !== 'outlook')) return;
    finished.current = true;
    setFinishing(true);
    emailApi
      .signIn(provider, code, state)
      .then(
        () => refresh(),
        (e: unknown) => toast.showError(e),
      )
      .finally(() => {
        setFinishing(false);
        setParams({ tab: 'email' }, { replace: true });
      });
  }, [params, setParams, refresh, toast]);

  const startOAuth = async (p: 'gmail' | 'outlook') => {
    try {
      window.location.assign((await emailApi.codeUrl(p)).url);
    } catch (e) {
      toast.showError(e);
    }
  };

  if (mb.isLoading || finishing) return <CircularProgress size={28} aria-label="Loading email status" />;
  const connected = mb.view !== 'none';
  const broken = mb.status === 'broken';
  const shown = connected ? providers.filter((p) => p.id === mb.view) : providers;

  return (
    <Box data-testid="email-panel">
      <Grid container spacing={2}>
        {shown.map((p) => (
          <Grid key={p.id} size={{ xs: 12, md: connected ? 8 : 4 }}>
            <Paper variant="outlined" sx={{ p: 3, height: '100%' }} data-testid={`email-card-${p.id}`}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
                <Avatar sx={{ bgcolor: p.color, width: 44, height: 44 }}>{p.icon}</Avatar>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="h6" component="h3">
                    {p.title}
                  </Typography>
                  <Typography
                    color="text.secondary"
                    noWrap
                    data-testid={connected ? 'email-address' : undefined}
                  >
                    {connected ? mb.account?.email : p.text}
                  </Typography>
                </Box>
                {connected && (
                  <Chip
                    label={broken ? 'Broken' : 'Connected'}
                    color={broken ? 'error' : 'success'}
                    variant="outlined"
                    data-testid="email-status"
                  />
                )}
              </Stack>
              {connected && broken && (
                <Alert severity="error" sx={{ mb: 2 }} data-testid="email-problem">
                  {mb.view === 'outlook'
                    ? OUTLOOK_ERROR
                    : (mb.account?.errorMessage ?? 'This mailbox stopped working.')}
                </Alert>
              )}
              {connected ? (
                <Stack direction="row" spacing={1}>
                  {p.id === 'smtp' && (
                    <Button
                      variant="outlined"
                      onClick={() => setSmtpOpen(true)}
                      data-testid="email-edit-smtp"
                    >
                      Edit settings
                    </Button>
                  )}
                  <Button
                    color="error"
                    variant="outlined"
                    onClick={() => setDisconnectOpen(true)}
                    data-testid="email-disconnect"
                  >
                    Disconnect
                  </Button>
                </Stack>
              ) : p.id === 'smtp' ? (
                <Button
                  variant="contained"
                  onClick={() => setSmtpOpen(true)}
                  data-testid="email-connect-smtp"
                >
                  Connect
                </Button>
              ) : (
                <Button
                  variant="contained"
                  onClick={() => startOAuth(p.id as 'gmail' | 'outlook')}
                  data-testid={`email-connect-${p.id}`}
                >
                  Connect
                </Button>
              )}
            </Paper>
          </Grid>
        ))}
      </Grid>
      <Suspense fallback={null}>
        <SignatureCard />
      </Suspense>
      {smtpOpen && (
        <SmtpImapDialog
          open
          current={mb.settings}
          onClose={() => setSmtpOpen(false)}
          onSave={async (values) => {
            await mb.save(values);
            toast.show({ message: mailMessages.updated, type: 'success' });
          }}
        />
      )}
      <DisconnectEmailDialog
        open={disconnectOpen}
        onClose={() => setDisconnectOpen(false)}
        onConfirm={async () => {
          try {
            await mb.disconnect();
            if (mb.view === 'smtp') toast.show({ message: mailMessages.deleted, type: 'success' });
          } catch (e) {
            toast.showError(e);
            throw e;
          }
        }}
      />
    </Box>
  );
}
