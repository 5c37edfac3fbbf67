import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { MODAL_WIDTHS_PX } from '@outreach/shared/constants/account';
import { zEmail } from '@outreach/shared/schemas/email';
import { mailMessages, type TMailSettingsRequest } from '@outreach/shared/schemas/integrations';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { ApiError } from '../../api/apiError.ts';
import { useToast } from '../../toast/hooks/useToast.ts';
import { emailApi } from '../api/emailApi.ts';

const ZRecipient = z.object({
  receiverEmail: zEmail({
    required: mailMessages.testRecipientRequired,
    invalid: mailMessages.testRecipientValid,
  }),
});

/** 'Test SMTP' (spec 1 §4, §8): a recipient, then a test email; a refusal shows the server message. */
export function TestSmtpDialog({
  open,
  onClose,
  settings,
}: {
  open: boolean;
  onClose(): void;
  settings(): TMailSettingsRequest;
}) {
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ receiverEmail: string }>({ resolver: zodResolver(ZRecipient), mode: 'onTouched' });
  const submit = handleSubmit(async ({ receiverEmail }) => {
    const s = settings();
    if (receiverEmail.toLowerCase() === s.smtpSettings.username.toLowerCase()) {
      setError('receiverEmail', { message: mailMessages.testRecipientDiffers });
      return;
    }
    setFailure(null);
    setBusy(true);
    try {
      await emailApi.sendTestEmail({ receiverEmail, ...s });
      toast.show({ message: mailMessages.testSent, type: 'success' });
      onClose();
    } catch (e) {
      setFailure(e instanceof ApiError && e.message ? e.message : 'Something went wrong');
    } finally {
      setBusy(false);
    }
  });
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      slotProps={{ paper: { sx: { width: MODAL_WIDTHS_PX.small } } }}
      data-testid="test-smtp-dialog"
    >
      <DialogTitle>Test SMTP</DialogTitle>
      <DialogContent>
        <form id="test-smtp-form" noValidate onSubmit={submit}>
          <TextField
            label="Send a test email to"
            fullWidth
            sx={{ mt: 1 }}
            {...register('receiverEmail')}
            error={Boolean(errors.receiverEmail)}
            helperText={errors.receiverEmail?.message}
            slotProps={{ htmlInput: { 'data-testid': 'test-smtp-recipient' } }}
          />
        </form>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="test-smtp-failure">
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          type="submit"
          form="test-smtp-form"
          variant="contained"
          disabled={busy}
          data-testid="test-smtp-send"
        >
          Send test email
        </Button>
      </DialogActions>
    </Dialog>
  );
}
