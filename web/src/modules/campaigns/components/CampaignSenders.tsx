import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  MAX_CAMPAIGN_SENDERS,
  type TCampaignSendersResponse,
} from '@outreach/shared/schemas/campaign-senders';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import type { Campaign } from '../api/campaignsApi.ts';
import { sendersApi, sendersKey } from '../api/sendersApi.ts';
import { sameSenders, senderChoiceError, toggleSender } from '../senderChoice.ts';

/**
 * Sender rotation (issue #9): which LinkedIn accounts of the team the campaign works through. Shown
 * for a LinkedIn campaign of a team where more than one member has a LinkedIn account.
 */
export function CampaignSenders({ campaign }: { campaign: Campaign }) {
  const running = campaign.status === 'active' && campaign.runState === 'running';
  const q = useSWR<TCampaignSendersResponse>(
    campaign.category === 'linkedin' ? sendersKey(campaign.id) : null,
    { refreshInterval: running ? 5_000 : 0 },
  );
  const save = useSWRMutation(sendersKey(campaign.id), (_key: string, { arg }: { arg: string[] }) =>
    sendersApi.save(campaign.id, arg),
  );
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const data = q.data;
  useEffect(() => {
    if (data && chosen === null) setChosen(data.senderIds);
  }, [data, chosen]);
  if (!data || chosen === null) return null;
  if (data.candidates.length < 2 && data.senderIds.length < 2) return null;

  const order = data.candidates.map((c) => c.userId);
  const changed = !sameSenders(chosen, data.senderIds);
  const submit = async () => {
    setSaved(false);
    const problem = senderChoiceError(chosen);
    if (problem) {
      setError(problem);
      return;
    }
    try {
      const next = await save.trigger(chosen, { populateCache: true, revalidate: false });
      setChosen(next.senderIds);
      setError(null);
      setSaved(true);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} data-testid="campaign-senders">
      <Typography variant="h6" component="h2">
        Senders
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Leads are spread over the chosen LinkedIn accounts (up to {MAX_CAMPAIGN_SENDERS}); each lead stays
        with its sender, and each account keeps its own daily limits.
      </Typography>
      <Stack spacing={0.5}>
        {data.candidates.map((c) => (
          <Stack
            key={c.userId}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center' }}
            data-testid={`campaign-sender-${c.userId}`}
          >
            <FormControlLabel
              control={
                <Checkbox
                  checked={chosen.includes(c.userId)}
                  onChange={() => {
                    setSaved(false);
                    setError(null);
                    setChosen(toggleSender(chosen, c.userId, order));
                  }}
                  slotProps={{ input: { 'aria-label': `Send as ${c.name}` } }}
                />
              }
              label={c.name}
            />
            <Typography variant="body2" color="text.secondary" data-testid="campaign-sender-account">
              {c.linkedInEmail ?? 'LinkedIn account'}
            </Typography>
            {c.loginStatus && c.loginStatus !== 'LOGGED_IN' && (
              <Chip size="small" color="warning" label={c.loginStatus} />
            )}
            <Typography
              variant="body2"
              sx={{ flex: 1, textAlign: 'right' }}
              data-testid="campaign-sender-leads"
            >
              {data.leadsBySender[c.userId] ?? 0} leads
            </Typography>
          </Stack>
        ))}
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }} data-testid="campaign-senders-error">
          {error}
        </Alert>
      )}
      {saved && !changed && (
        <Alert severity="success" sx={{ mt: 1 }} data-testid="campaign-senders-saved">
          Senders saved
        </Alert>
      )}
      <Button
        sx={{ mt: 1 }}
        variant="contained"
        size="small"
        disabled={!changed || save.isMutating}
        onClick={submit}
        data-testid="campaign-senders-save"
      >
        Save senders
      </Button>
    </Paper>
  );
}
