import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { ZExportEmail } from '@outreach/shared/schemas/leads';
import { useState } from 'react';
import { api } from '../../api/apiClient.ts';
import { useProfile } from '../../session/hooks/useProfile.ts';
import { useToast } from '../../toast/hooks/useToast.ts';

/**
 * Export-by-email dialog (spec 3 §5): the email, prefilled with the user's, required and checked
 * ('Please enter email', 'Please enter a valid email'); the CSV arrives by mail.
 */
export function ExportCsvDialog({
  open,
  onClose,
  path,
  entityUrns,
  blacklist,
  what,
  post,
}: {
  open: boolean;
  onClose(): void;
  /** POST /connections/csv, POST /leads/csv or a campaign's POST /leads/campaign/{id}/csv. */
  path?: '/connections/csv' | '/leads/csv' | `/leads/campaign/${string}/csv`;
  entityUrns: string[];
  blacklist?: boolean;
  what: string;
  /** Sends the export another way than `path` takes it (the replies export). */
  post?(email: string): Promise<unknown>;
}) {
  const profile = useProfile().data as { email?: string } | undefined;
  const toast = useToast();
  const [email, setEmail] = useState<string | null>(null);
  const [error, setError] = useState('');
  const value = email ?? profile?.email ?? '';
  const send = async () => {
    const r = ZExportEmail.safeParse(value);
    if (!r.success) return setError(r.error.issues[0]?.message ?? '');
    try {
      if (post) await post(r.data);
      else if (path)
        await api.post(path, {
          receiverEmail: r.data,
          entityUrns: entityUrns.length ? entityUrns : undefined,
          exportAll: entityUrns.length === 0,
          blacklist,
        });
      toast.show({
        message: `The ${what} CSV is on its way to ${r.data}`,
        type: 'success',
        autoCloseTime: 3000,
      });
      onClose();
    } catch (e) {
      toast.showError(e);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} data-testid="export-dialog">
      <DialogTitle>Export {what} to CSV</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label="Email"
          value={value}
          error={Boolean(error)}
          helperText={error || (entityUrns.length ? `${entityUrns.length} selected` : `All ${what}`)}
          onChange={(e) => {
            setEmail(e.target.value);
            setError('');
          }}
          slotProps={{ htmlInput: { 'data-testid': 'export-email' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={send} data-testid="export-send">
          Send
        </Button>
      </DialogActions>
    </Dialog>
  );
}
