import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { MODAL_WIDTHS_PX } from '@outreach/shared/constants/account';
import { useState } from 'react';

/** Disconnecting asks for confirmation (spec 1 §4). */
export function DisconnectEmailDialog({
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
      data-testid="email-disconnect-dialog"
    >
      <DialogTitle>Disconnect email</DialogTitle>
      <DialogContent>
        <Typography>
          Are you sure you want to disconnect this mailbox? Email campaigns stop sending until you connect one
          again.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={busy}
          data-testid="email-disconnect-confirm"
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
          Disconnect
        </Button>
      </DialogActions>
    </Dialog>
  );
}
