import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import LinkedIn from '@mui/icons-material/LinkedIn';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { type Theme, ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { TLinkedInCredentials } from '@outreach/shared/schemas/integrations';
import { bareTokenData, type TVerifyTokenData } from '@outreach/shared/schemas/verify-on-the-fly';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { api } from '../modules/api/apiClient.ts';
import { ApiError } from '../modules/api/apiError.ts';
import { LinkedInCodeForm } from '../modules/linkedin/components/LinkedInCodeForm.tsx';
import { LinkedInCredentialsForm } from '../modules/linkedin/components/LinkedInCredentialsForm.tsx';
import { LinkedInLoginProgress } from '../modules/linkedin/components/LinkedInLoginProgress.tsx';
import { brandedTheme } from '../modules/shell/whiteLabelTheme.ts';
import { BrandLogo } from '../modules/ui/BrandLogo.tsx';
import { FullPageLoader } from '../modules/ui/FullPageLoader.tsx';
import { MessageScreen } from '../modules/ui/MessageScreen.tsx';

const base = '/linked-in/verify-on-the-fly';
const POLL_MS = 5000;

/** The answers that mean "the bot is still at it" (spec 1 §4: poll every 5 seconds until done). */
const stillTrying = (e: unknown) => e instanceof ApiError && [408, 504, 524].includes(e.statusCode);

/**
 * /li-verification/{verificationToken}: the verify-on-the-fly link a member gets by mail when LinkedIn
 * asks for a code while nobody watches, or their account got disconnected (spec 1 §2, §7). No product
 * sign-in: the token is the credential. Connect asks the bot to sign in again; a code step shows the
 * code form; refused credentials show the credentials form; an unusable link shows the spec's texts.
 */
export function LiVerificationPage() {
  const { verificationToken: token = '' } = useParams();
  const [data, setData] = useState<TVerifyTokenData | null>(null);
  const [busy, setBusy] = useState(false);
  const [polling, setPolling] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setData(await api.get<TVerifyTokenData>(`${base}/${encodeURIComponent(token)}`));
    } catch {
      setData((d) => ({ ...(d ?? emptyData), pageTokenStatus: 'bad_request' }));
    }
  }, [token]);

  useEffect(() => {
    void load();
  }, [load]);

  const trying = polling || Boolean(data?.tryingLogin);
  useEffect(() => {
    if (!trying) return;
    const t = setInterval(() => void load(), POLL_MS);
    return () => clearInterval(t);
  }, [trying, load]);
  useEffect(() => {
    if (data && !data.tryingLogin) setPolling(false);
  }, [data]);

  async function send(path: string, body: Record<string, unknown>, failTo: 'bad_request' | 'stay') {
    setBusy(true);
    setError(null);
    try {
      setData(await api.post<TVerifyTokenData>(path, { token, ...body }));
    } catch (e) {
      if (stillTrying(e)) setPolling(true);
      else {
        setError((e as Error).message);
        if (failTo === 'bad_request')
          setData((d) => ({ ...(d ?? emptyData), pageTokenStatus: 'bad_request' }));
      }
    } finally {
      setBusy(false);
    }
  }

  if (!data) return <FullPageLoader label="Loading" />;
  const appName = data.whiteLabel?.appName ?? 'Outreach';
  const who = data.linkedInEmail ? ` (${data.linkedInEmail})` : '';

  let body: ReactNode;
  switch (trying && data.pageTokenStatus === 'live' ? 'trying' : data.pageTokenStatus) {
    case 'trying':
      body = (
        <Card>
          <LinkedInLoginProgress />
        </Card>
      );
      break;
    case 'live':
      body = (
        <MessageScreen
          testId="li-verification-live"
          icon={<LinkedIn />}
          title="2 step Verification"
          actions={
            <Button
              variant="contained"
              disabled={busy}
              onClick={() => void send(base, {}, 'bad_request')}
              data-testid="li-verification-connect"
            >
              Connect
            </Button>
          }
        >
          <p>
            {appName} needs to sign in to your LinkedIn account{who} again to keep your campaigns running.
          </p>
          <p>Press Connect. If LinkedIn asks for a code, you can enter it right here.</p>
          {data.message && <ErrorText text={data.message} />}
        </MessageScreen>
      );
      break;
    case 'verification':
      body = (
        <Card>
          {error && <ErrorText text={error} />}
          <LinkedInCodeForm
            browserId="link"
            email={data.linkedInEmail}
            submitting={busy}
            onSubmit={(code) => void send(`${base}/verify-code`, { code }, 'stay')}
            onCancel={() => void load()}
          />
        </Card>
      );
      break;
    case 'credentials':
      body = (
        <Card>
          <Typography variant="h5" component="h1" gutterBottom>
            Sign in to LinkedIn again
          </Typography>
          <ErrorText text={error ?? data.message ?? ''} />
          <LinkedInCredentialsForm
            defaultCountry={data.countryCode}
            countryLocked={false}
            submitting={busy}
            onSubmit={(v: TLinkedInCredentials) => void send(`${base}/login`, { ...v }, 'stay')}
          />
        </Card>
      );
      break;
    case 'connected':
      body = (
        <MessageScreen
          testId="li-verification-connected"
          icon={<CheckCircleOutline />}
          title="LinkedIn connected"
        >
          <p>Your LinkedIn account{who} is connected again, and your campaigns go on.</p>
          <p>You can close this page.</p>
        </MessageScreen>
      );
      break;
    default:
      body = (
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
          {error && <ErrorText text={error} />}
          <p>It looks like your verification code has expired.</p>
          <p>Please connect your LinkedIn account and request a new link to continue.</p>
        </MessageScreen>
      );
  }

  const wl = data.whiteLabel;
  const screen = (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', pt: 6 }}>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        {wl?.logoIcon ? (
          <Box component="img" src={wl.logoIcon} alt={appName} sx={{ height: 40 }} />
        ) : (
          !wl && <BrandLogo />
        )}
      </Box>
      {body}
    </Box>
  );
  if (!wl) return screen;
  return <ThemeProvider theme={(outer: Theme) => brandedTheme(outer, wl.theme)}>{screen}</ThemeProvider>;
}

const emptyData = bareTokenData('bad_request');

function Card({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 10, px: 2 }}>
      <Paper
        variant="outlined"
        sx={{ p: 5, maxWidth: 560, width: '100%' }}
        data-testid="li-verification-card"
      >
        {children}
      </Paper>
    </Box>
  );
}

function ErrorText({ text }: { text: string }) {
  if (!text) return null;
  return (
    <Alert severity="error" sx={{ mb: 2, textAlign: 'left' }} role="alert">
      {text}
    </Alert>
  );
}
