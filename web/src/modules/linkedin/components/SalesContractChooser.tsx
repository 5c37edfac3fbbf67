import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { linkedInMessages, salesNavigatorContractSchema } from '@outreach/shared/schemas/integrations';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useToast } from '../../toast/hooks/useToast.ts';
import { CLOUD_BOT_INFO_KEY, type CloudBotInfo, linkedinApi } from '../api/linkedinApi.ts';

/**
 * The Sales Navigator contract the bot works under (spec 1 §4): shown when the account holds more
 * than one; the choice must differ from the current one ('Please change contract before save').
 */
export function SalesContractChooser({ info }: { info: CloudBotInfo }) {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const contracts = info.contracts ?? [];
  const current = info.selectedContractId ?? contracts[0]?.contractId ?? null;
  const [choice, setChoice] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (contracts.length < 2) return null;
  async function save() {
    const check = salesNavigatorContractSchema(current).safeParse({ selectedContractId: choice });
    if (!check.success) {
      setError(check.error.issues[0]?.message ?? linkedInMessages.contractUnchanged);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await mutate(CLOUD_BOT_INFO_KEY, await linkedinApi.setContract(choice), { revalidate: false });
      toast.show({ message: 'Sales Navigator contract saved', type: 'success' });
    } catch (e) {
      toast.show({ message: (e as Error).message || linkedInMessages.contractFallback, type: 'error' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Box sx={{ mt: 3, maxWidth: 520 }} data-testid="sales-contract-chooser">
      <Typography variant="h6" component="h4" gutterBottom>
        Sales Navigator contract
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <TextField
          select
          fullWidth
          label="Contract"
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
          error={Boolean(error)}
          helperText={error ?? ' '}
        >
          {contracts.map((c) => (
            <MenuItem key={c.contractId} value={c.contractId}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" onClick={() => void save()} disabled={busy} sx={{ flexShrink: 0, mt: 1 }}>
          Save
        </Button>
      </Box>
    </Box>
  );
}
