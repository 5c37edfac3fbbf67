import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { MODAL_WIDTHS_PX } from '@outreach/shared/constants/account';
import { linkedInMessages } from '@outreach/shared/schemas/integrations';
import { useState } from 'react';

/** Confirmation before removing the LinkedIn credentials (spec 1 §5). */
export function RemoveLinkedInDialog({
  open,
  onClose,
  onConfirm,
}: {
  open: boolean;
  onClose(): void;
  onConfirm(): Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      slotProps={{ paper: { sx: { width: MODAL_WIDTHS_PX.small } } }}
      data-testid="linkedin-remove-dialog"
    >
      <DialogTitle>Remove LinkedIn</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{linkedInMessages.removeConfirm}</Typography>
        <Alert severity="warning">
          Your LinkedIn campaigns, connections and inbox will stop working until you connect LinkedIn again.
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={busy}
          data-testid="linkedin-remove-confirm"
          onClick={async () => {
            setBusy(true);
            try {
              await onConfirm();
              onClose();
            } finally {
              setBusy(false);
            }
          }}
        >
          Remove
        </Button>
      </DialogActions>
    </Dialog>
  );
}
