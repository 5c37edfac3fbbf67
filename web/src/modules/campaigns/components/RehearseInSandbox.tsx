import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TCampaignSendersResponse } from '@outreach/shared/schemas/campaign-senders';
import {
  REHEARSAL_MAX_DAYS,
  REHEARSAL_MAX_LEADS,
  type TRehearsalState,
  ZRehearsalSize,
} from '@outreach/shared/schemas/rehearsal';
import { useState } from 'react';
import useSWR from 'swr';
import type { Campaign } from '../api/campaignsApi.ts';
import { rehearsalApi, rehearsalKey, rehearsalReportUrl } from '../api/rehearsalApi.ts';
import { sendersKey } from '../api/sendersApi.ts';
import { rehearsalProfile, senderLimitsLine } from '../rehearsalProfile.ts';

/**
 * "Rehearse in the sandbox" (issue #9), local runtime only: runs the campaign's sequence against the
 * LinkedIn sandbox in a throw-away runtime on a fast product clock, shows its progress day by day,
 * then the report with its chart (actions per day against the limit line).
 */
export function RehearseInSandbox({ campaign }: { campaign: Campaign }) {
  const local = useSWR('local-runtime', rehearsalApi.isLocal, { revalidateOnFocus: false });
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState(String(REHEARSAL_MAX_DAYS));
  const [leads, setLeads] = useState(String(REHEARSAL_MAX_LEADS));
  const [error, setError] = useState<string | null>(null);
  const [id, setId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const run = useSWR<TRehearsalState>(id ? rehearsalKey(id) : null, rehearsalApi.get, {
    refreshInterval: (s) => (s && s.status !== 'running' ? 0 : 1000),
  });
  // The campaign's senders and their own daily limits (issue #9): the rehearsal runs with them.
  const senders = useSWR<TCampaignSendersResponse>(
    local.data && open && campaign.category === 'linkedin' ? sendersKey(campaign.id) : null,
  );
  const profile = rehearsalProfile(senders.data);
  if (!local.data || campaign.category !== 'linkedin') return null;

  const start = async () => {
    const size = ZRehearsalSize.safeParse({ days, leads });
    if (!size.success) {
      setError(size.error.issues[0]?.message ?? 'Something went wrong');
      return;
    }
    setStarting(true);
    setError(null);
    try {
      const started = await rehearsalApi.start({
        ...size.data,
        sequence: campaign.touchSequence.sequence,
        profile,
      });
      setId(started.id);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setStarting(false);
    }
  };
  const s = run.data;
  const running = Boolean(id) && (!s || s.status === 'running');
  return (
    <>
      <Button variant="outlined" size="small" onClick={() => setOpen(true)} data-testid="campaign-rehearse">
        Rehearse in the sandbox
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md">
        <DialogTitle>Rehearse in the sandbox</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Runs this campaign's profile views, invitations and messages against the LinkedIn sandbox, on a
            simulated clock, with this campaign's senders and their own daily limits (sandbox accounts stand
            in for theirs). Your own data and accounts are not touched.
          </Typography>
          {!id && (
            <Box sx={{ mb: 2 }} data-testid="rehearsal-senders">
              {profile ? (
                profile.senders.map((x) => (
                  <Typography key={x.name} variant="body2" data-testid="rehearsal-sender">
                    {senderLimitsLine(x)}
                  </Typography>
                ))
              ) : (
                <Typography variant="body2">
                  {senders.data ? "One sender on the product's default limits" : 'Reading the senders…'}
                </Typography>
              )}
            </Box>
          )}
          {!id && (
            <Stack direction="row" spacing={2}>
              <TextField
                label="Days"
                type="number"
                size="small"
                value={days}
                onChange={(e) => setDays(e.target.value)}
                slotProps={{
                  htmlInput: { min: 1, max: REHEARSAL_MAX_DAYS, 'data-testid': 'rehearsal-days' },
                }}
              />
              <TextField
                label="Leads"
                type="number"
                size="small"
                value={leads}
                onChange={(e) => setLeads(e.target.value)}
                slotProps={{
                  htmlInput: { min: 1, max: REHEARSAL_MAX_LEADS, 'data-testid': 'rehearsal-leads' },
                }}
              />
            </Stack>
          )}
          {error && (
            <Alert severity="error" sx={{ mt: 2 }} data-testid="rehearsal-error">
              {error}
            </Alert>
          )}
          {s && s.notRehearsed.length > 0 && (
            <Alert severity="info" sx={{ mt: 2 }}>
              Not rehearsed: {[...new Set(s.notRehearsed)].join(', ')}
            </Alert>
          )}
          {running && (
            <Box sx={{ mt: 2 }} data-testid="rehearsal-progress">
              <LinearProgress
                variant={s && s.day > 0 ? 'determinate' : 'indeterminate'}
                value={s ? (100 * s.day) / s.days : 0}
                aria-label="Rehearsal progress"
              />
              <Typography variant="body2" sx={{ mt: 1 }} data-testid="rehearsal-step">
                {s ? `Day ${s.day} of ${s.days}. ${s.step}` : 'Starting'}
              </Typography>
            </Box>
          )}
          {s?.status === 'failed' && (
            <Alert severity="error" sx={{ mt: 2, whiteSpace: 'pre-wrap' }} data-testid="rehearsal-failed">
              {s.error}
            </Alert>
          )}
          {s?.status === 'done' && id && (
            <Box sx={{ mt: 2 }} data-testid="rehearsal-result">
              <Typography sx={{ fontWeight: 600 }} data-testid="rehearsal-result-summary">
                {s.summary}
              </Typography>
              {s.report?.bySender?.map((x) => (
                <Typography key={x.account} variant="body2" data-testid="rehearsal-result-sender">
                  {senderLimitsLine({
                    name: x.name,
                    limits: {
                      views: x.dailyLimits.view ?? 0,
                      invites: x.dailyLimits.invite ?? 0,
                      messages: x.dailyLimits.message ?? 0,
                    },
                  })}{' '}
                  (as {x.account})
                </Typography>
              ))}
              <Box
                component="iframe"
                title="Rehearsal report"
                src={rehearsalReportUrl(id)}
                sx={{ width: '100%', height: 560, border: 1, borderColor: 'divider', borderRadius: 1, mt: 1 }}
                data-testid="rehearsal-report"
              />
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          {s && s.status !== 'running' && (
            <Button onClick={() => setId(null)} data-testid="rehearsal-again">
              New rehearsal
            </Button>
          )}
          <Button onClick={() => setOpen(false)}>Close</Button>
          {!id && (
            <Button
              variant="contained"
              disabled={starting || (!senders.data && !senders.error)}
              onClick={start}
              data-testid="rehearsal-start"
            >
              Start rehearsal
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
