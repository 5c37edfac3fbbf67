import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { ZExportEmail } from '@outreach/shared/schemas/leads';
import type { TTeamStatsQuery } from '@outreach/shared/schemas/team-stats';
import { useState } from 'react';
import { api } from '../../api/apiClient.ts';
import { useProfile } from '../../session/hooks/useProfile.ts';
import { useToast } from '../../toast/hooks/useToast.ts';

/** Export team stats by email (spec 1 §7 POST /teams/stats/csv; spec 2 §5 export dialogs). */
export function ExportTeamStatsDialog({
  open,
  onClose,
  query,
}: {
  open: boolean;
  onClose(): void;
  query: TTeamStatsQuery;
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
      await api.post('/teams/stats/csv', { receiverEmail: r.data, ...query });
      toast.show({
        message: `The team stats CSV is on its way to ${r.data}`,
        type: 'success',
        autoCloseTime: 5000,
      });
      onClose();
    } catch (e) {
      toast.showError(e);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} data-testid="team-stats-export-dialog">
      <DialogTitle>Export team stats to CSV</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label="Email"
          value={value}
          error={Boolean(error)}
          helperText={error || ' '}
          onChange={(e) => {
            setEmail(e.target.value);
            setError('');
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={send}>
          Send
        </Button>
      </DialogActions>
    </Dialog>
  );
}
