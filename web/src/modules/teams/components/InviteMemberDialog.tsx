import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { roleOptions } from '@outreach/shared/rules/team';
import { ZInviteForm } from '@outreach/shared/schemas/team';
import { useState } from 'react';
import { teamsApi } from '../api/teamsApi.ts';

/**
 * The invite modal (spec 2 §5): name, email and role, or a member without email (a ghost user,
 * always a member). Answers the toast text of the result type.
 */
export function InviteMemberDialog({
  teamId,
  seatsAvailable,
  open,
  onClose,
  onDone,
}: {
  teamId: string;
  seatsAvailable: number;
  open: boolean;
  onClose: () => void;
  onDone: (type: 'invitation' | 'member') => void;
}) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'owner' | 'admin' | 'member'>('owner');
  const [withoutEmail, setWithoutEmail] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit() {
    const parsed = ZInviteForm.safeParse({ name, email, role, withoutEmail });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    setServerError(null);
    try {
      const v = parsed.data;
      if (v.withoutEmail) await teamsApi.addGhost(teamId, v.name);
      else await teamsApi.invite(teamId, { name: v.name, email: v.email!, role: v.role });
      onDone(v.withoutEmail ? 'member' : 'invitation');
      setName('');
      setEmail('');
    } catch (e) {
      setServerError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} maxWidth={false} slotProps={{ paper: { sx: { width: 480 } } }}>
      <DialogTitle>Invite member</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Alert severity="info">{`Seats available: ${seatsAvailable}`}</Alert>
          {serverError && <Alert severity="error">{serverError}</Alert>}
          <TextField
            label="Name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={Boolean(errors.name)}
            helperText={errors.name}
          />
          <FormControlLabel
            control={<Checkbox checked={withoutEmail} onChange={(e) => setWithoutEmail(e.target.checked)} />}
            label="Create user without email"
          />
          {!withoutEmail && (
            <TextField
              label="Email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={Boolean(errors.email)}
              helperText={errors.email}
            />
          )}
          <TextField
            select
            label="Role"
            value={withoutEmail ? 'member' : role}
            onChange={(e) => setRole(e.target.value as typeof role)}
          >
            {roleOptions({ hasEmail: !withoutEmail }).map((o) => (
              <MenuItem key={o.role} value={o.role} disabled={o.disabled}>
                {o.role}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={busy || seatsAvailable <= 0}>
          Invite
        </Button>
      </DialogActions>
    </Dialog>
  );
}
