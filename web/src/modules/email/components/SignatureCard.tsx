import Draw from '@mui/icons-material/DrawOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isEmptyRichText } from '@outreach/shared/schemas/integrations';
import { useState } from 'react';
import { useToast } from '../../toast/hooks/useToast.ts';
import { useSignature } from '../hooks/useSignature.ts';
import { signatureHtml } from '../signatureHtml.ts';
import { SignatureDialog } from './SignatureDialog.tsx';
import { SignaturePreview } from './SignaturePreview.tsx';

/** The email tab's signature card: the saved signature and the button that opens its editor. */
export function SignatureCard() {
  const sig = useSignature();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const s = sig.signature;
  const empty = !s || (isEmptyRichText(s.emailSignature) && s.emailAttachments.length === 0);
  return (
    <Paper variant="outlined" sx={{ p: 3, mt: 2 }} data-testid="email-signature-card">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="h6" component="h3" sx={{ flex: 1 }}>
          Email signature
        </Typography>
        <Button
          variant="outlined"
          startIcon={<Draw />}
          disabled={!s}
          onClick={() => setOpen(true)}
          data-testid="email-signature-edit"
        >
          {empty ? 'Set up signature' : 'Edit signature'}
        </Button>
      </Stack>
      {sig.isLoading ? (
        <CircularProgress size={24} aria-label="Loading signature" />
      ) : sig.error ? (
        <Alert severity="error">The signature could not be loaded.</Alert>
      ) : empty ? (
        <Typography color="text.secondary" data-testid="email-signature-empty">
          No signature yet. Email steps can add it under the message.
        </Typography>
      ) : (
        <SignaturePreview html={signatureHtml(s)} />
      )}
      {open && s && (
        <SignatureDialog
          current={s}
          onClose={() => setOpen(false)}
          onSave={async (body) => {
            await sig.save(body);
            setOpen(false);
            toast.show({ message: 'Signature saved', type: 'success', autoCloseTime: 3000 });
          }}
        />
      )}
    </Paper>
  );
}
