import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { afterInviteAccepted } from '@outreach/shared/rules/team';
import type { TInviteView } from '@outreach/shared/schemas/team';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import { tokenStore } from '../modules/api/tokenStore.ts';
import { teamsApi } from '../modules/teams/api/teamsApi.ts';
import { useToast } from '../modules/toast/hooks/useToast.ts';

/** /team/invite/{inviteKey}: the invitation behind a link; accept or reject (spec 1 §4). */
export function TeamInvitePage() {
  const { inviteKey = '' } = useParams();
  const toast = useToast();
  const { data, error } = useSWR<TInviteView>(`/teams/invites/${encodeURIComponent(inviteKey)}`);
  const [busy, setBusy] = useState(false);
  const [rejected, setRejected] = useState(false);
  // The caller's own campaigns and templates in their current team can come along (spec 2 §3 Invite).
  const [moveCampaigns, setMoveCampaigns] = useState(false);
  const [moveMessagesTemplates, setMoveMessages] = useState(false);
  const [moveSequenceTemplates, setMoveSequences] = useState(false);
  useEffect(() => {
    if (data?.status === 'pending') void teamsApi.clickInvite(data.id).catch(() => {});
  }, [data?.id, data?.status]);

  async function accept() {
    if (!data) return;
    setBusy(true);
    try {
      const res = await teamsApi.acceptInvite(data.id, {
        moveCampaigns,
        moveMessagesTemplates,
        moveSequenceTemplates,
      });
      const next = afterInviteAccepted(res);
      if (next.kind === 'login') {
        window.location.assign(`${next.redirectTo}/auth/login?exchange=${next.exchangeToken ?? ''}`);
        return;
      }
      tokenStore.set(res.authToken);
      window.location.assign('/team/manage-team');
    } catch (e) {
      toast.showError(e);
      setBusy(false);
    }
  }
  async function reject() {
    if (!data) return;
    setBusy(true);
    await teamsApi.rejectInvite(data.id).catch(toast.showError);
    setRejected(true);
    setBusy(false);
  }

  return (
    <Box data-testid="team-invite-page" sx={{ display: 'flex', justifyContent: 'center', mt: 6 }}>
      <Paper variant="outlined" sx={{ p: 4, width: 480 }}>
        {error && <Alert severity="error">{(error as Error).message}</Alert>}
        {!data && !error && <CircularProgress />}
        {data && (
          <Stack spacing={2}>
            <Typography variant="h3" component="h1">
              Team invitation received
            </Typography>
            <Typography>{`You are invited to join the team ${data.team.name} as ${data.role}.`}</Typography>
            {data.status === 'active' && <Alert severity="info">This invitation was already accepted.</Alert>}
            {rejected && <Alert severity="info">You rejected this invitation.</Alert>}
            {data.status !== 'active' && !rejected && (
              <Stack>
                <FormControlLabel
                  control={
                    <Checkbox checked={moveCampaigns} onChange={(e) => setMoveCampaigns(e.target.checked)} />
                  }
                  label="Move my campaigns to this team"
                />
                {moveCampaigns && (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ ml: 4 }}
                    data-testid="move-campaigns-hint"
                  >
                    Your campaigns are paused and move with their leads and history. Resume them in this team
                    once your LinkedIn account is connected here.
                  </Typography>
                )}
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={moveMessagesTemplates}
                      onChange={(e) => setMoveMessages(e.target.checked)}
                    />
                  }
                  label="Move my message templates to this team"
                />
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={moveSequenceTemplates}
                      onChange={(e) => setMoveSequences(e.target.checked)}
                    />
                  }
                  label="Move my sequence templates to this team"
                />
              </Stack>
            )}
            <Stack direction="row" spacing={2}>
              <Button variant="contained" onClick={accept} disabled={busy || data.status === 'active'}>
                Accept
              </Button>
              <Button onClick={reject} disabled={busy || rejected || data.status !== 'pending'}>
                Reject
              </Button>
            </Stack>
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
