import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { TWhiteLabelResponse, TWhiteLabelView } from '@outreach/shared/schemas/whitelabels';
import { whiteLabelMessages } from '@outreach/shared/schemas/whitelabels';
import { useState } from 'react';
import { useToast } from '../../toast/hooks/useToast.ts';
import { whiteLabelApi } from '../api/whiteLabelApi.ts';

/** Activate or deactivate the white label: theme, branding, mail and domain apply only while active. */
export function StatusCard({
  wl,
  onSaved,
}: {
  wl: TWhiteLabelView | null;
  onSaved(r: TWhiteLabelResponse): void;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const active = wl?.status === 'active';
  const toggle = async () => {
    setBusy(true);
    try {
      onSaved(await whiteLabelApi.setStatus(active ? 'inactive' : 'active'));
    } catch (e) {
      toast.showError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 3, mb: 3 }} data-testid="white-label-status">
      <Typography variant="h5" sx={{ mb: 1 }}>
        Status
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={active}
            onChange={() => void toggle()}
            disabled={busy || !wl?.companyName}
            slotProps={{ input: { 'aria-label': 'White label active' } }}
            data-testid="white-label-toggle"
          />
        }
        label={active ? 'Active' : 'Inactive'}
      />
      <Typography variant="body2" color="text.secondary">
        {wl?.companyName
          ? 'While active, your team members see your branding and open invite links on your domain.'
          : whiteLabelMessages.notConfigured}
      </Typography>
    </Paper>
  );
}
