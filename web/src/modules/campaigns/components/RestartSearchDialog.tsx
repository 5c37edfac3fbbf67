import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { canConfirmRestart, restartSearchOptions } from '@outreach/shared/rules/outreach/campaigns';
import { useState } from 'react';
import useSWR from 'swr';
import { type Campaign, campaignKeys, type LeadSource } from '../api/campaignsApi.ts';

/**
 * The restart lead sources modal (spec 3 §2, §4): the whole campaign once its search has ended, and
 * each source once its own has; confirming is disabled until something is selected.
 */
export function RestartSearchDialog({
  campaign,
  onClose,
  onRestart,
}: {
  campaign: Campaign;
  onClose: () => void;
  onRestart: (body: { restartCampaign: boolean; leadSourceIds: string[] }) => Promise<boolean>;
}) {
  const sources = useSWR<LeadSource[]>(campaignKeys.leadSources(campaign.id));
  const offered = restartSearchOptions(campaign, sources.data ?? []);
  const [restartCampaign, setRestartCampaign] = useState(false);
  const [ids, setIds] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const selection = { restartCampaign, leadSourceIds: ids };
  const nothing = !offered.campaign && offered.sourceIds.length === 0;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="restart-search-dialog">
      <DialogTitle>Restart search</DialogTitle>
      <DialogContent>
        {nothing && sources.data && (
          <Alert severity="info">The search of this campaign has not ended yet.</Alert>
        )}
        {offered.campaign && (
          <FormControlLabel
            control={
              <Checkbox
                checked={restartCampaign}
                onChange={(e) => setRestartCampaign(e.target.checked)}
                slotProps={{ input: { 'aria-label': 'Whole campaign' } }}
                data-testid="restart-whole-campaign"
              />
            }
            label="Whole campaign"
          />
        )}
        {(sources.data ?? [])
          .filter((s) => offered.sourceIds.includes(s.id))
          .map((s) => (
            <FormControlLabel
              key={s.id}
              sx={{ display: 'flex' }}
              control={
                <Checkbox
                  checked={ids.includes(s.id)}
                  onChange={(e) =>
                    setIds((prev) => (e.target.checked ? [...prev, s.id] : prev.filter((x) => x !== s.id)))
                  }
                  data-testid="restart-source"
                />
              }
              label={
                <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
                  {s.searchType}
                  {s.searchUrl ? `: ${s.searchUrl}` : ''}
                </Typography>
              }
            />
          ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!canConfirmRestart(selection) || busy}
          data-testid="restart-search-confirm"
          onClick={async () => {
            setBusy(true);
            const ok = await onRestart(selection);
            setBusy(false);
            if (ok) onClose();
          }}
        >
          Restart
        </Button>
      </DialogActions>
    </Dialog>
  );
}
