import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  capTexts,
  MAX_PENDING_INVITES_HOLD,
  MIN_PENDING_INVITES_HOLD,
} from '@outreach/shared/rules/outreach/sender-caps';
import type { TSenderCapsResponse } from '@outreach/shared/schemas/caps';
import { useState } from 'react';
import useSWR from 'swr';
import { useToast } from '../../toast/hooks/useToast.ts';
import { formatDateTime } from '../../ui/formatDateTime.ts';
import { capsApi, SENDER_CAPS_KEY } from '../api/capsApi.ts';

/**
 * The product's own caps of the user's LinkedIn account on the daily-limits page: the rolling
 * week of invitations, a pause after LinkedIn's limit signal, pending invitations and the warm-up.
 */
export function SenderCapsPanel() {
  const q = useSWR<TSenderCapsResponse>(SENDER_CAPS_KEY);
  if (!q.data) return null;
  return <SenderCapsView caps={q.data} onChange={(c) => q.mutate(c, { revalidate: false })} />;
}

function SenderCapsView({
  caps,
  onChange,
}: {
  caps: TSenderCapsResponse;
  onChange(c: TSenderCapsResponse): void;
}) {
  const toast = useToast();
  const [hold, setHold] = useState(String(caps.pendingInvites.hold));
  const [busy, setBusy] = useState(false);
  const at = (ms: number) => formatDateTime(new Date(ms).toISOString(), caps.timezone);
  const { weeklyInvites: week, invitesPause: pause, pendingInvites: pending, warmUp } = caps;
  const edit = async (body: Parameters<typeof capsApi.edit>[0], done: string) => {
    setBusy(true);
    try {
      onChange(await capsApi.edit(body));
      toast.show({ message: done, type: 'success', autoCloseTime: 3000 });
    } catch (e) {
      toast.showError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 3, mb: 2, maxWidth: 960 }} data-testid="sender-caps">
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Account safety
      </Typography>
      <Stack spacing={2}>
        {pause && (
          <Alert severity="warning" data-testid="invites-paused">
            {pause.signal === 'daily-invite-limit'
              ? capTexts.pausedDaily(at(pause.until))
              : capTexts.pausedWeekly(at(pause.until))}
          </Alert>
        )}
        {caps.messagesPause && (
          <Alert severity="warning" data-testid="messages-paused">
            {capTexts.pausedMessages(at(caps.messagesPause.until))}
          </Alert>
        )}
        {caps.viewsPause && (
          <Alert severity="warning" data-testid="views-paused">
            {capTexts.pausedViews(at(caps.viewsPause.until))}
          </Alert>
        )}
        <Box>
          <Typography data-testid="weekly-invites">
            Invitations this week: {week.used} of {week.limit}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={Math.min(100, (100 * week.used) / Math.max(1, week.limit))}
            aria-label="Invitations this week"
            sx={{ mt: 1, maxWidth: 400 }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Counted over the last 7 days, across all your campaigns.
          </Typography>
          {week.nextSlotAt !== null && (
            <Alert severity="info" sx={{ mt: 1 }}>
              {capTexts.weeklyFull(at(week.nextSlotAt))}
            </Alert>
          )}
        </Box>
        <Box>
          <Typography data-testid="pending-invites">Pending invitations: {pending.pending}</Typography>
          {pending.held && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {capTexts.pendingHeld(pending.pending, pending.hold)}
            </Alert>
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }}>
            <TextField
              type="number"
              size="small"
              label="Hold new invitations at"
              value={hold}
              onChange={(e) => setHold(e.target.value)}
              helperText={`From ${MIN_PENDING_INVITES_HOLD} to ${MAX_PENDING_INVITES_HOLD} pending`}
              slotProps={{
                htmlInput: {
                  min: MIN_PENDING_INVITES_HOLD,
                  max: MAX_PENDING_INVITES_HOLD,
                  'data-testid': 'pending-invites-hold',
                },
              }}
            />
            <Button
              variant="outlined"
              disabled={busy || Number(hold) === pending.hold}
              onClick={() => edit({ pendingInvitesHold: Number(hold) }, 'Pending threshold saved')}
            >
              Save
            </Button>
          </Stack>
        </Box>
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={warmUp.enabled}
                disabled={busy}
                onChange={(e) =>
                  edit(
                    { warmUp: e.target.checked },
                    e.target.checked ? 'Warm-up started' : 'Warm-up turned off',
                  )
                }
                slotProps={{ input: { 'aria-label': 'Warm up this account' } }}
              />
            }
            label={`Warm up this account (ramps your LinkedIn limits over ${warmUp.days} days)`}
          />
          {warmUp.day !== null && (
            <Alert severity="info" sx={{ mt: 1 }} data-testid="warm-up">
              {capTexts.warmUp(warmUp.day, warmUp.days, warmUp.percent)} Today: {warmUp.limits.invites}{' '}
              invites, {warmUp.limits.messages} messages, {warmUp.limits.views} profile views.
            </Alert>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}
