import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { upgradeHintFor } from '@outreach/shared/plans/features';
import { useState } from 'react';
import useSWR from 'swr';
import { useFeatures } from '../../session/hooks/useFeatures.ts';
import { useToast } from '../../toast/hooks/useToast.ts';
import { WEBHOOK_KEY_PATH, webhooksApi } from '../api/webhooksApi.ts';
import { CopyButton } from './CopyButton.tsx';

/** `whk_` and the last four characters: what the panel shows of a key once it has been shown. */
export const maskKey = (key: string) => `${key.slice(0, 4)}${'•'.repeat(12)}${key.slice(-4)}`;

/**
 * Settings → Integrations → Webhooks: the integration API's key (premium). The key shows in full once,
 * right after it is generated; afterwards only its end, and regenerating (confirmed) revokes it.
 */
export function WebhookKeyPanel() {
  const { features } = useFeatures();
  const enabled = features.has('webhooks');
  const toast = useToast();
  const { data, mutate } = useSWR<{ webhookKey: string | null }>(enabled ? WEBHOOK_KEY_PATH : null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [fresh, setFresh] = useState<string | null>(null);
  const key = data?.webhookKey ?? null;

  const generate = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      const res = await webhooksApi.regenerateKey();
      setFresh(res.webhookKey);
      await mutate(res, { revalidate: false });
    } catch (e) {
      toast.showError(e);
    } finally {
      setBusy(false);
    }
  };
  const hint = enabled ? '' : (upgradeHintFor('webhooks') ?? '');

  return (
    <Paper variant="outlined" sx={{ p: 3, mb: 3 }} data-testid="webhook-key-panel">
      <Typography variant="h6" component="h2" gutterBottom>
        API key
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Use this key as the <code>webhook_key</code> parameter of the integration API (Zapier and your own
        scripts). It acts as you, in this team.
      </Typography>
      {fresh && (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="webhook-key-fresh-note">
          Copy your new key now: it is shown in full only this once.
        </Alert>
      )}
      <Tooltip title={hint}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            size="small"
            label="Webhook key"
            value={fresh ?? (key ? maskKey(key) : '')}
            placeholder="No key yet"
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'webhook-key' } }}
            sx={{ flex: 1, minWidth: 320, fontFamily: 'monospace' }}
            disabled={!enabled}
          />
          {fresh && <CopyButton text={fresh} testId="webhook-key-copy" />}
          <Button
            variant="contained"
            onClick={() => (key ? setConfirming(true) : generate())}
            disabled={!enabled || busy}
            data-testid="webhook-key-regenerate"
          >
            {key ? 'Regenerate' : 'Generate'}
          </Button>
        </Stack>
      </Tooltip>
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>Regenerate the API key?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The current key stops working at once: scripts and Zaps that use it need the new one.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
          <Button variant="contained" color="error" onClick={generate} data-testid="webhook-key-confirm">
            Regenerate
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
