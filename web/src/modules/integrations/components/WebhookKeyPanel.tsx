import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { upgradeHintFor } from '@outreach/shared/plans/features';
import { useState } from 'react';
import useSWR from 'swr';
import { api } from '../../api/apiClient.ts';
import { useFeatures } from '../../session/hooks/useFeatures.ts';
import { useToast } from '../../toast/hooks/useToast.ts';

const KEY_PATH = '/users/me/webhook-key';

/** Settings → Integrations → Webhooks: the integration API's key, with copy and regenerate (premium). */
export function WebhookKeyPanel() {
  const { features } = useFeatures();
  const enabled = features.has('webhooks');
  const toast = useToast();
  const { data, mutate } = useSWR<{ webhookKey: string | null }>(enabled ? KEY_PATH : null);
  const [busy, setBusy] = useState(false);
  const key = data?.webhookKey ?? null;

  const regenerate = async () => {
    setBusy(true);
    try {
      await mutate(await api.post<{ webhookKey: string }>(KEY_PATH), { revalidate: false });
    } catch (e) {
      toast.showError(e);
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    if (key) await navigator.clipboard?.writeText(key).catch(() => undefined);
  };
  const hint = enabled ? '' : (upgradeHintFor('webhooks') ?? '');

  return (
    <Paper variant="outlined" sx={{ p: 3, mt: 3 }} data-testid="webhook-key-panel">
      <Typography variant="h6" component="h2" gutterBottom>
        Webhooks
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Use this key as the <code>webhook_key</code> parameter of the integration API (Zapier and your own
        scripts). Regenerating it revokes the previous key at once.
      </Typography>
      <Tooltip title={hint}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            size="small"
            label="Webhook key"
            value={key ?? ''}
            placeholder="No key yet"
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'webhook-key' } }}
            sx={{ flex: 1, minWidth: 280 }}
            disabled={!enabled}
          />
          <Button
            variant="outlined"
            onClick={copy}
            disabled={!enabled || !key}
            data-testid="webhook-key-copy"
          >
            Copy
          </Button>
          <Button
            variant="contained"
            onClick={regenerate}
            disabled={!enabled || busy}
            data-testid="webhook-key-regenerate"
          >
            {key ? 'Regenerate' : 'Generate'}
          </Button>
        </Stack>
      </Tooltip>
    </Paper>
  );
}
