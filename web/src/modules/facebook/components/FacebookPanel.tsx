import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FACEBOOK_ERROR_MESSAGE } from '@outreach/shared/schemas/facebook';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../toast/hooks/useToast.ts';
import { useFacebook } from '../hooks/useFacebook.ts';

const STATE_KEY = 'outreach.facebook-login-state';
/** Spec 1 §8: the 'Saved' label of the Facebook options shows 3 seconds. */
const SAVED_MS = 3000;

/** The token Facebook Login put in the URL's fragment on the way back, once; the fragment is cleared. */
function takeLoginResult(): { token: string } | { error: string } | null {
  const hash = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  if (!hash.has('access_token') && !hash.has('error')) return null;
  window.history.replaceState(null, '', `${window.location.pathname}?tab=facebook`);
  const expected = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  if (!expected || hash.get('state') !== expected)
    return { error: 'Facebook login failed. Please try again.' };
  const token = hash.get('access_token');
  return token ? { token } : { error: 'Facebook login was cancelled.' };
}

/**
 * The Facebook connection (spec 1 §4): not authorised → Facebook Login → pages listed → the user
 * checks pages and Instagram accounts → Save ('Saved' for 3 s). An unauthorised login asks to
 * disconnect and reconnect; a failed login or Facebook call logs out of Facebook and clears the login.
 */
export function FacebookPanel() {
  const fb = useFacebook();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [pages, setPages] = useState<string[]>([]);
  const [igs, setIgs] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const handled = useRef(false);
  const { exchange, clearLogin } = fb;

  // Back from Facebook Login: trade the short-lived token for the stored login.
  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const result = takeLoginResult();
    if (!result) return;
    if ('error' in result) {
      toast.show({ message: result.error, type: 'error' });
      return;
    }
    setBusy(true);
    exchange(result.token)
      .catch(async (e) => {
        toast.showError(e);
        await clearLogin().catch(() => {});
      })
      .finally(() => setBusy(false));
  }, [exchange, clearLogin, toast]);

  const options = fb.data?.options;
  useEffect(() => {
    if (!options) return;
    setPages(options.pages_checked);
    setIgs(options.ig_accounts_checked);
  }, [options]);

  useEffect(() => {
    if (!saved) return;
    const t = setTimeout(() => setSaved(false), SAVED_MS);
    return () => clearTimeout(t);
  }, [saved]);

  if (fb.isLoading || busy) return <CircularProgress aria-label="Loading Facebook connection" />;
  const data = fb.data;
  const toggle = (list: string[], id: string) =>
    list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (e) {
      toast.showError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }} data-testid="facebook-panel">
      <Typography variant="h6" component="h2" gutterBottom>
        facebook Connection
      </Typography>
      {!data?.facebookAuth ? (
        <Stack spacing={2}>
          <Typography color="text.secondary">
            Log in with Facebook to publish posts on your Facebook pages and their Instagram business
            accounts.
          </Typography>
          {data?.loginUrl ? (
            <div>
              <Button
                variant="contained"
                data-testid="facebook-login"
                onClick={() => {
                  const state = crypto.randomUUID();
                  sessionStorage.setItem(STATE_KEY, state);
                  window.location.assign(`${data.loginUrl}&state=${encodeURIComponent(state)}`);
                }}
              >
                Continue with Facebook
              </Button>
            </div>
          ) : (
            <Alert severity="info">Facebook is not configured.</Alert>
          )}
        </Stack>
      ) : data.unauthorized ? (
        <Stack spacing={2}>
          <Alert severity="error" data-testid="facebook-error">
            {FACEBOOK_ERROR_MESSAGE}
          </Alert>
          <div>
            <Button
              variant="outlined"
              color="error"
              data-testid="facebook-logout"
              onClick={() => run(fb.clearLogin)}
            >
              Disconnect
            </Button>
          </div>
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Avatar src={data.facebookDetails?.picture.url ?? undefined} alt={data.facebookDetails?.name} />
            <div>
              <Typography sx={{ fontWeight: 600 }} data-testid="facebook-name">
                {data.facebookDetails?.name}
              </Typography>
              <Typography color="text.secondary">{data.facebookDetails?.email}</Typography>
            </div>
            <Chip label="Connected" color="success" size="small" data-testid="facebook-status" />
          </Stack>
          <Typography sx={{ fontWeight: 600 }}>Select the pages and Instagram accounts to post to</Typography>
          {data.facebookPages.length === 0 ? (
            <Typography color="text.secondary">No Facebook pages found for this login.</Typography>
          ) : (
            <Stack spacing={0.5} data-testid="facebook-pages">
              {data.facebookPages.map((p) => (
                <div key={p.id}>
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={pages.includes(p.id)}
                        onChange={() => setPages((l) => toggle(l, p.id))}
                        slotProps={{ input: { 'data-testid': `facebook-page-${p.id}` } as object }}
                      />
                    }
                    label={`${p.name} (${p.category})`}
                  />
                  {p.ig ? (
                    <FormControlLabel
                      sx={{ ml: 4, display: 'flex' }}
                      control={
                        <Checkbox
                          checked={igs.includes(p.ig.id)}
                          onChange={() => setIgs((l) => toggle(l, p.ig?.id ?? ''))}
                          slotProps={{ input: { 'data-testid': `facebook-ig-${p.ig.id}` } as object }}
                        />
                      }
                      label={`Instagram @${p.ig.username} · ${p.ig.followers_count} followers`}
                    />
                  ) : null}
                </div>
              ))}
            </Stack>
          )}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button
              variant="contained"
              data-testid="facebook-save"
              onClick={() =>
                run(async () => {
                  await fb.saveOptions({ pages_checked: pages, ig_accounts_checked: igs });
                  setSaved(true);
                })
              }
            >
              Save
            </Button>
            {saved ? (
              <Typography color="success.main" data-testid="facebook-saved">
                Saved
              </Typography>
            ) : null}
            <Button data-testid="facebook-refresh" onClick={() => run(fb.refreshPages)}>
              Refresh pages
            </Button>
            <Button color="error" data-testid="facebook-logout" onClick={() => run(fb.clearLogin)}>
              Log out of Facebook
            </Button>
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}
