import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ZSmtpSettings } from '@outreach/shared/schemas/integrations';
import type { TWhiteLabelResponse, TWhiteLabelView } from '@outreach/shared/schemas/whitelabels';
import { useState } from 'react';
import { useToast } from '../../toast/hooks/useToast.ts';
import { whiteLabelApi } from '../api/whiteLabelApi.ts';

const fields = [
  { key: 'senderName', label: 'Sender name' },
  { key: 'replyToEmail', label: 'Reply-to email' },
  { key: 'smtpServer', label: 'SMTP server' },
  { key: 'port', label: 'Port' },
  { key: 'username', label: 'Username' },
  { key: 'password', label: 'Password' },
] as const;
type Key = (typeof fields)[number]['key'];

/** The SMTP server the product's mail to your users goes through; saving tests the login first. */
export function SmtpCard({
  wl,
  onSaved,
}: {
  wl: TWhiteLabelView | null;
  onSaved(r: TWhiteLabelResponse): void;
}) {
  const toast = useToast();
  const s = wl?.smtpSettings;
  const [v, setV] = useState<Record<Key, string>>({
    senderName: s?.senderName ?? wl?.companyName ?? '',
    replyToEmail: s?.replyToEmail ?? '',
    smtpServer: s?.smtpServer ?? '',
    port: s ? String(s.port) : '587',
    username: s?.username ?? '',
    password: '',
  });
  const [tls, setTls] = useState(s?.isTlsEnabled ?? true);
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const parsed = ZSmtpSettings.safeParse({ ...v, isTlsEnabled: tls });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      onSaved(await whiteLabelApi.saveSmtp({ ...v, isTlsEnabled: tls }));
      setV((o) => ({ ...o, password: '' }));
      toast.show({ message: 'SMTP settings tested and saved', type: 'success' });
    } catch (e) {
      toast.showError(e);
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      onSaved(await whiteLabelApi.deleteSmtp());
    } catch (e) {
      toast.showError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 3, mb: 3 }} data-testid="white-label-smtp">
      <Typography variant="h5">SMTP settings</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {s
          ? `Mail to your users is sent through ${s.smtpServer} as ${s.username}.`
          : "Mail to your users is sent from the product's own address until you add your server."}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 260px))', gap: 2 }}>
        {fields.map((f) => (
          <TextField
            key={f.key}
            label={f.label}
            type={f.key === 'password' ? 'password' : 'text'}
            value={v[f.key]}
            onChange={(e) => setV((o) => ({ ...o, [f.key]: e.target.value }))}
            error={Boolean(errors[f.key])}
            helperText={
              errors[f.key] ?? (f.key === 'password' && s ? 'Enter it again to change the settings' : ' ')
            }
            slotProps={{ htmlInput: { maxLength: 256 } }}
          />
        ))}
      </Box>
      <FormControlLabel
        control={<Switch checked={tls} onChange={(e) => setTls(e.target.checked)} />}
        label="TLS"
      />
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={busy}
          data-testid="white-label-save-smtp"
        >
          Test and save
        </Button>
        {s && (
          <Button color="error" onClick={() => void remove()} disabled={busy}>
            Remove
          </Button>
        )}
      </Box>
    </Paper>
  );
}
