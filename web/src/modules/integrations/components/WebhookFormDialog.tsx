import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  type TWebhook,
  type WebhookEventType,
  webhookEventLabels,
  webhookEventTypes,
  ZCreateWebhookRequest,
} from '@outreach/shared/schemas/webhooks';
import { useState } from 'react';

/**
 * Add or edit a webhook: its endpoint URL and the events it receives (validated with the shared
 * schema, so the form says what the API would). `onSave` throws the server's error to show it.
 */
export function WebhookFormDialog({
  webhook,
  onClose,
  onSave,
}: {
  /** The subscription being edited; absent to add one. */
  webhook?: TWebhook;
  onClose: () => void;
  onSave: (body: { url: string; events: WebhookEventType[] }) => Promise<void>;
}) {
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [events, setEvents] = useState<WebhookEventType[]>(webhook?.events ?? [...webhookEventTypes]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const toggle = (e: WebhookEventType, on: boolean) =>
    setEvents((list) =>
      on ? webhookEventTypes.filter((t) => t === e || list.includes(t)) : list.filter((t) => t !== e),
    );

  async function submit() {
    const parsed = ZCreateWebhookRequest.safeParse({ url, events });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setServerError(null);
    setBusy(true);
    try {
      await onSave(parsed.data);
    } catch (e) {
      setServerError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={onClose} maxWidth={false} slotProps={{ paper: { sx: { width: 560 } } }}>
      <DialogTitle>{webhook ? 'Edit webhook' : 'Add webhook'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {serverError && (
            <Alert severity="error" data-testid="webhook-form-error">
              {serverError}
            </Alert>
          )}
          <TextField
            label="Endpoint URL"
            placeholder="https://hooks.zapier.com/hooks/catch/…"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            error={Boolean(errors.url)}
            helperText={errors.url ?? 'We POST each event here as JSON, signed with the webhook’s secret.'}
            slotProps={{ htmlInput: { 'data-testid': 'webhook-url', maxLength: 2048 } }}
            autoFocus
          />
          <FormControl error={Boolean(errors.events)} component="fieldset">
            <FormLabel component="legend">Events</FormLabel>
            <FormGroup>
              {webhookEventTypes.map((t) => (
                <FormControlLabel
                  key={t}
                  control={
                    <Checkbox
                      checked={events.includes(t)}
                      onChange={(e) => toggle(t, e.target.checked)}
                      slotProps={{ input: { 'data-testid': `webhook-event-${t}` } as object }}
                    />
                  }
                  label={`${webhookEventLabels[t]} (${t})`}
                />
              ))}
            </FormGroup>
            {errors.events && <FormHelperText>{errors.events}</FormHelperText>}
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={busy} data-testid="webhook-save">
          {webhook ? 'Save' : 'Add webhook'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
