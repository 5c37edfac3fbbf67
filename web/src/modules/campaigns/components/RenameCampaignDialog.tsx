import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { ZCampaignNameRequest } from '@outreach/shared/schemas/campaigns';
import { useState } from 'react';

/** The campaign name edit modal (spec 3 §2): the shared schema's message when the name is blank. */
export function RenameCampaignDialog({
  name,
  onClose,
  onSave,
}: {
  name: string;
  onClose: () => void;
  onSave: (name: string) => Promise<boolean>;
}) {
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const parsed = ZCampaignNameRequest.safeParse({ name: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter a campaign name');
      return;
    }
    setSaving(true);
    const ok = await onSave(parsed.data.name);
    setSaving(false);
    if (ok) onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="rename-campaign-dialog">
      <DialogTitle>Campaign name</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label="Name"
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void save();
          }}
          error={Boolean(error)}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { 'data-testid': 'rename-campaign-input', maxLength: 255 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={saving}
          data-testid="rename-campaign-save"
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
