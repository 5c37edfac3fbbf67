import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { upgradeHintFor } from '@outreach/shared/plans/features';
import { maxWebhooksPerTeam, type TWebhook, webhookEventLabels } from '@outreach/shared/schemas/webhooks';
import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useFeatures } from '../../session/hooks/useFeatures.ts';
import { useProfile } from '../../session/hooks/useProfile.ts';
import { useToast } from '../../toast/hooks/useToast.ts';
import { formatDateTime } from '../../ui/formatDateTime.ts';
import { deliveriesKey, WEBHOOKS_KEY, webhooksApi } from '../api/webhooksApi.ts';
import { WebhookDeliveries } from './WebhookDeliveries.tsx';
import { WebhookFormDialog } from './WebhookFormDialog.tsx';
import { WebhookSecretDialog } from './WebhookSecretDialog.tsx';

/**
 * The team's outgoing webhooks: each URL with its events, edit, delete, a test event and its delivery
 * log; "Add webhook" shows the new signing secret once.
 */
export function WebhooksPanel() {
  const { features } = useFeatures();
  const enabled = features.has('webhooks');
  const { data: profile } = useProfile();
  const timezone = profile?.timezone;
  const toast = useToast();
  const { mutate: mutateKey } = useSWRConfig();
  const { data, mutate } = useSWR<{ webhooks: TWebhook[] }>(enabled ? WEBHOOKS_KEY : null);
  const [editing, setEditing] = useState<TWebhook | 'new' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TWebhook | null>(null);
  const [logOf, setLogOf] = useState<string | null>(null);
  const webhooks = data?.webhooks ?? [];
  const full = webhooks.length >= maxWebhooksPerTeam;

  const save = async (body: { url: string; events: TWebhook['events'] }) => {
    if (editing === 'new') {
      const res = await webhooksApi.create(body);
      setSecret(res.secret);
      setLogOf(res.webhook.id);
    } else if (editing) {
      await webhooksApi.update(editing.id, body);
      toast.show({ message: 'Webhook saved', type: 'success' });
    }
    setEditing(null);
    await mutate();
  };
  const remove = async () => {
    if (!deleting) return;
    try {
      await webhooksApi.remove(deleting.id);
      if (logOf === deleting.id) setLogOf(null);
      toast.show({ message: 'Webhook deleted', type: 'success' });
      await mutate();
    } catch (e) {
      toast.showError(e);
    } finally {
      setDeleting(null);
    }
  };
  const sendTest = async (w: TWebhook) => {
    try {
      await webhooksApi.sendTest(w.id);
      toast.show({ message: 'Test event sent', type: 'success' });
      setLogOf(w.id);
      await mutateKey(deliveriesKey(w.id));
    } catch (e) {
      toast.showError(e);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 3 }} data-testid="webhooks-panel">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h2">
          Webhooks
        </Typography>
        <Tooltip
          title={
            !enabled
              ? (upgradeHintFor('webhooks') ?? '')
              : full
                ? `A team can have at most ${maxWebhooksPerTeam} webhooks`
                : ''
          }
        >
          <span>
            <Button
              variant="contained"
              onClick={() => setEditing('new')}
              disabled={!enabled || full}
              data-testid="webhook-add"
            >
              Add webhook
            </Button>
          </span>
        </Tooltip>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        We send each event you choose to your URL as a signed JSON POST (Zapier’s “Catch Hook”, Make’s “Custom
        webhook” or your own server). Failed calls are retried five times, with back-off, over about ten
        hours.
      </Typography>
      {enabled && data && webhooks.length === 0 && (
        <Typography color="text.secondary" data-testid="webhooks-empty">
          No webhooks yet.
        </Typography>
      )}
      <Stack spacing={2} divider={<Divider flexItem />}>
        {webhooks.map((w) => (
          <Box key={w.id} data-testid="webhook-row" data-url={w.url}>
            <Stack
              direction="row"
              spacing={2}
              sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography
                  sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
                  data-testid="webhook-row-url"
                >
                  {w.url}
                </Typography>
                <Stack
                  direction="row"
                  spacing={0.5}
                  sx={{ flexWrap: 'wrap', my: 0.5 }}
                  useFlexGap
                  data-testid="webhook-row-events"
                >
                  {w.events.map((e) => (
                    <Tooltip key={e} title={webhookEventLabels[e]}>
                      <Chip size="small" label={e} />
                    </Tooltip>
                  ))}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {`Secret ending …${w.secretHint} · added ${formatDateTime(w.createdAt, timezone)}`}
                </Typography>
              </Box>
              <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
                <Button size="small" onClick={() => sendTest(w)} data-testid="webhook-test">
                  Send test event
                </Button>
                <Button
                  size="small"
                  onClick={() => setLogOf(logOf === w.id ? null : w.id)}
                  data-testid="webhook-log"
                >
                  {logOf === w.id ? 'Hide deliveries' : 'Deliveries'}
                </Button>
                <Button size="small" onClick={() => setEditing(w)} data-testid="webhook-edit">
                  Edit
                </Button>
                <Button
                  size="small"
                  color="error"
                  onClick={() => setDeleting(w)}
                  data-testid="webhook-delete"
                >
                  Delete
                </Button>
              </Stack>
            </Stack>
            {logOf === w.id && (
              <Box sx={{ mt: 2 }}>
                <WebhookDeliveries webhookId={w.id} timezone={timezone} />
              </Box>
            )}
          </Box>
        ))}
      </Stack>
      {editing && (
        <WebhookFormDialog
          webhook={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSave={save}
        />
      )}
      {secret && <WebhookSecretDialog secret={secret} onClose={() => setSecret(null)} />}
      <Dialog open={Boolean(deleting)} onClose={() => setDeleting(null)}>
        <DialogTitle>Delete this webhook?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {`${deleting?.url ?? ''} stops receiving events at once. Deliveries still being retried stop too.`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>Cancel</Button>
          <Button variant="contained" color="error" onClick={remove} data-testid="webhook-delete-confirm">
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
