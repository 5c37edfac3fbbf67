import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { MODAL_WIDTHS_PX } from '@outreach/shared/constants/account';
import { useState } from 'react';

/** Logging out of X asks for confirmation (spec 1 §4). */
export function XLogoutDialog({
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
      data-testid="x-logout-dialog"
    >
      <DialogTitle>Log out of X</DialogTitle>
      <DialogContent>
        <Typography>
          Are you sure you want to log out of your X account? X campaigns stop until you connect one again.
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
          data-testid="x-logout-confirm"
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
          Log out
        </Button>
      </DialogActions>
    </Dialog>
  );
}
