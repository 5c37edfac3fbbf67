import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CopyButton } from './CopyButton.tsx';

/** The new webhook's signing secret, shown this once, with how to check a signature. */
export function WebhookSecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} maxWidth={false} slotProps={{ paper: { sx: { width: 600 } } }}>
      <DialogTitle>Webhook added</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Alert severity="warning">Copy the signing secret now: it is shown only once.</Alert>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              size="small"
              label="Signing secret"
              value={secret}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'webhook-secret' } }}
            />
            <CopyButton text={secret} testId="webhook-secret-copy" />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            Every call carries an <code>Outreach-Signature: t=…,v1=…</code> header: <code>v1</code> is the hex
            HMAC-SHA256 of <code>t</code>, a dot and the raw body, keyed with this secret. Reject calls whose
            signature differs or whose <code>t</code> is more than five minutes old.
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} data-testid="webhook-secret-done">
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
