import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TWhiteLabelResponse, TWhiteLabelView } from '@outreach/shared/schemas/whitelabels';
import { ZDomainRequest } from '@outreach/shared/schemas/whitelabels';
import { useState } from 'react';
import { useToast } from '../../toast/hooks/useToast.ts';
import { whiteLabelApi } from '../api/whiteLabelApi.ts';

/** The custom domain, the DNS records to create, and the check that validates it. */
export function DomainCard({
  wl,
  onSaved,
}: {
  wl: TWhiteLabelView | null;
  onSaved(r: TWhiteLabelResponse): void;
}) {
  const toast = useToast();
  const [domain, setDomain] = useState(wl?.domain ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<TWhiteLabelResponse>) => {
    setBusy(true);
    try {
      const r = await call();
      onSaved(r);
      return r;
    } catch (e) {
      toast.showError(e);
      return null;
    } finally {
      setBusy(false);
    }
  };
  const save = () => {
    const parsed = ZDomainRequest.safeParse({ domain });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    setDomain(parsed.data.domain);
    void run(() => whiteLabelApi.setDomain(parsed.data.domain));
  };
  const verify = async () => {
    const r = await run(whiteLabelApi.verifyDns);
    if (r && !r.whiteLabel?.isDomainValidated)
      toast.show({
        message: 'The DNS records are not there yet. DNS changes can take a while to appear.',
        type: 'warning',
      });
  };
  return (
    <Paper variant="outlined" sx={{ p: 3, mb: 3 }} data-testid="white-label-domain">
      <Typography variant="h5">Custom domain</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Your users open the app and their invite links on your own domain once it is verified.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2 }}>
        <TextField
          label="Domain"
          placeholder="app.yourcompany.com"
          value={domain}
          onChange={(e) => setDomain(e.target.value)}
          error={Boolean(error)}
          helperText={error ?? ' '}
          sx={{ maxWidth: 360 }}
          slotProps={{ htmlInput: { maxLength: 253, 'data-testid': 'white-label-domain-input' } }}
        />
        <Button variant="contained" onClick={save} disabled={busy} data-testid="white-label-save-domain">
          Save domain
        </Button>
        {wl?.domain && (
          <Button color="error" onClick={() => void run(whiteLabelApi.deleteDomain)} disabled={busy}>
            Remove
          </Button>
        )}
      </Box>
      {wl?.domain && (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
            <Typography variant="subtitle1">{wl.domain}</Typography>
            <Chip
              size="small"
              data-testid="white-label-domain-state"
              color={wl.isDomainValidated ? 'success' : 'default'}
              label={wl.isDomainValidated ? 'Verified' : 'Not verified'}
            />
          </Box>
          <Alert severity="info" sx={{ mb: 1 }}>
            Create these records at your DNS provider, then verify.
          </Alert>
          <Table size="small" data-testid="white-label-dns-records">
            <TableHead>
              <TableRow>
                <TableCell>Type</TableCell>
                <TableCell>Name</TableCell>
                <TableCell>Value</TableCell>
                <TableCell>Found</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {wl.dnsRecords.map((r) => (
                <TableRow key={r.type}>
                  <TableCell>{r.type}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{r.name}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{r.value}</TableCell>
                  <TableCell>{r.isVerified ? 'Yes' : 'No'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Button
            sx={{ mt: 2 }}
            variant="outlined"
            onClick={() => void verify()}
            disabled={busy}
            data-testid="white-label-verify-dns"
          >
            Verify DNS
          </Button>
        </>
      )}
    </Paper>
  );
}
