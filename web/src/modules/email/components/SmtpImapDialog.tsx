import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MODAL_WIDTHS_PX, SMTP_PRESETS } from '@outreach/shared/constants/account';
import { type TMailSettingsRequest, ZMailSettingsRequest } from '@outreach/shared/schemas/integrations';
import type { TMailSettingsResponse } from '@outreach/shared/schemas/mailbox';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type * as z from 'zod';
import { ApiError } from '../../api/apiError.ts';
import { PasswordField } from '../../auth/components/PasswordField.tsx';
import { TestSmtpDialog } from './TestSmtpDialog.tsx';

type Input = z.input<typeof ZMailSettingsRequest>;

const serverMessage = (e: unknown) =>
  e instanceof ApiError && e.message ? e.message : 'Something went wrong';

/**
 * 'Other provider' (spec 1 §4, §5): the SMTP and IMAP forms with their messages. Save tests both
 * servers and shows the server's refusal on the form; Test sends a test email first.
 */
export function SmtpImapDialog({
  open,
  current,
  onClose,
  onSave,
}: {
  open: boolean;
  current?: TMailSettingsResponse | null;
  onClose(): void;
  onSave(values: TMailSettingsRequest): Promise<unknown>;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [testOpen, setTestOpen] = useState(false);
  const smtp = current?.smtpSettings;
  const imap = current?.imapSettings;
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    trigger,
    formState: { errors },
  } = useForm<Input, unknown, TMailSettingsRequest>({
    resolver: zodResolver(ZMailSettingsRequest),
    mode: 'onTouched',
    defaultValues: {
      smtpSettings: {
        replyToEmail: smtp?.replyToEmail ?? '',
        senderName: smtp?.senderName ?? '',
        smtpServer: smtp?.smtpServer ?? '',
        username: smtp?.username ?? '',
        password: '',
        port: smtp ? String(smtp.port) : '587',
        isTlsEnabled: smtp?.isTlsEnabled ?? true,
      },
      imapSettings: {
        imapServer: imap?.imapServer ?? '',
        username: imap?.username ?? '',
        password: '',
        port: imap ? String(imap.port) : '993',
        isTlsEnabled: imap?.isTlsEnabled ?? true,
      },
    },
  });
  const s = errors.smtpSettings;
  const i = errors.imapSettings;
  // Values are trimmed on blur (spec 1 §5).
  const trimmed = (name: Parameters<typeof register>[0]) => {
    const r = register(name);
    return {
      ...r,
      onBlur: (e: React.FocusEvent<HTMLInputElement>) => {
        setValue(name, e.target.value.trim() as never);
        return r.onBlur(e);
      },
    };
  };
  const field = (name: Parameters<typeof register>[0], testId: string, message?: string) => ({
    ...trimmed(name),
    error: Boolean(message),
    helperText: message,
    fullWidth: true,
    slotProps: { htmlInput: { 'data-testid': testId } },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    setSaving(true);
    try {
      await onSave(values);
      onClose();
    } catch (e) {
      setFailure(serverMessage(e));
    } finally {
      setSaving(false);
    }
  });

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: MODAL_WIDTHS_PX.large } } }}
      data-testid="smtp-dialog"
    >
      <DialogTitle>Email Connection</DialogTitle>
      <DialogContent>
        <Box component="form" noValidate onSubmit={submit} id="smtp-imap-form">
          <Grid container spacing={3} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Typography variant="h6" component="h3" gutterBottom>
                SMTP (sending)
              </Typography>
              <TextField
                select
                label="Provider"
                defaultValue="custom"
                fullWidth
                sx={{ mb: 2 }}
                onChange={(e) => {
                  const preset = SMTP_PRESETS.find((p) => p.id === e.target.value);
                  if (preset?.port) setValue('smtpSettings.port', String(preset.port));
                }}
                slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'smtp-preset' } }}
              >
                {SMTP_PRESETS.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.port ? `${p.label} (${p.port})` : p.label}
                  </option>
                ))}
              </TextField>
              <Box sx={{ display: 'grid', gap: 2 }}>
                <TextField
                  label="Reply-to email"
                  {...field('smtpSettings.replyToEmail', 'smtp-reply-to', s?.replyToEmail?.message)}
                />
                <TextField
                  label="Sender name"
                  {...field('smtpSettings.senderName', 'smtp-sender-name', s?.senderName?.message)}
                />
                <TextField
                  label="SMTP server"
                  {...field('smtpSettings.smtpServer', 'smtp-server', s?.smtpServer?.message)}
                />
                <TextField
                  label="User name"
                  autoComplete="off"
                  {...field('smtpSettings.username', 'smtp-username', s?.username?.message)}
                />
                <PasswordField
                  label="Password"
                  autoComplete="new-password"
                  {...field('smtpSettings.password', 'smtp-password', s?.password?.message)}
                />
                <TextField
                  label="Port"
                  {...field('smtpSettings.port', 'smtp-port', s?.port?.message)}
                  slotProps={{
                    htmlInput: { 'data-testid': 'smtp-port', maxLength: 5, inputMode: 'numeric' },
                  }}
                />
                <Controller
                  control={control}
                  name="smtpSettings.isTlsEnabled"
                  render={({ field: f }) => (
                    <FormControlLabel
                      label="Use TLS"
                      control={
                        <Switch
                          checked={Boolean(f.value)}
                          onChange={(e) => f.onChange(e.target.checked)}
                          slotProps={{ input: { 'data-testid': 'smtp-tls' } as never }}
                        />
                      }
                    />
                  )}
                />
              </Box>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Typography variant="h6" component="h3" gutterBottom>
                IMAP (reading replies)
              </Typography>
              <Box sx={{ display: 'grid', gap: 2 }}>
                <TextField
                  label="IMAP server"
                  {...field('imapSettings.imapServer', 'imap-server', i?.imapServer?.message)}
                />
                <TextField
                  label="IMAP user name"
                  autoComplete="off"
                  {...field('imapSettings.username', 'imap-username', i?.username?.message)}
                />
                <PasswordField
                  label="IMAP password"
                  autoComplete="new-password"
                  {...field('imapSettings.password', 'imap-password', i?.password?.message)}
                />
                <TextField
                  label="IMAP port"
                  {...field('imapSettings.port', 'imap-port', i?.port?.message)}
                  slotProps={{
                    htmlInput: { 'data-testid': 'imap-port', maxLength: 5, inputMode: 'numeric' },
                  }}
                />
                <Controller
                  control={control}
                  name="imapSettings.isTlsEnabled"
                  render={({ field: f }) => (
                    <FormControlLabel
                      label="Use TLS"
                      control={
                        <Switch
                          checked={Boolean(f.value)}
                          onChange={(e) => f.onChange(e.target.checked)}
                          slotProps={{ input: { 'data-testid': 'imap-tls' } as never }}
                        />
                      }
                    />
                  )}
                />
              </Box>
            </Grid>
          </Grid>
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }} data-testid="smtp-failure">
              {failure}
            </Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button
          disabled={saving}
          data-testid="smtp-test"
          onClick={async () => {
            // Both forms validate before a test (spec 1 §5).
            if (await trigger()) setTestOpen(true);
          }}
        >
          Test SMTP
        </Button>
        <Button
          type="submit"
          form="smtp-imap-form"
          variant="contained"
          disabled={saving}
          data-testid="smtp-save"
        >
          Save
        </Button>
      </DialogActions>
      <TestSmtpDialog
        open={testOpen}
        onClose={() => setTestOpen(false)}
        settings={() => ZMailSettingsRequest.parse(getValues())}
      />
    </Dialog>
  );
}
