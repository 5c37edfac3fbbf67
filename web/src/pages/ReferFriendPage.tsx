import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useSWR from 'swr';
import { REFERRAL_KEY, type Referral } from '../modules/settings/api/profileApi.ts';
import { useToast } from '../modules/toast/hooks/useToast.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';

/** /settings/refer-friend: the user's referral link to share, and how many signed up through it. */
export function ReferFriendPage() {
  const q = useSWR<Referral>(REFERRAL_KEY);
  const toast = useToast();
  const copy = async () => {
    if (!q.data) return;
    try {
      await navigator.clipboard.writeText(q.data.referralLink);
      toast.show({ message: 'Link copied', type: 'success', autoCloseTime: 3000 });
    } catch {
      toast.show({ message: 'Select the link and copy it', type: 'info', autoCloseTime: 3000 });
    }
  };
  return (
    <Box data-testid="refer-friend-page">
      <PageHeader
        title="Refer a friend"
        subtitle="Share your link: whoever signs up through it counts as yours"
      />
      {q.error && <Alert severity="error">{(q.error as Error).message}</Alert>}
      {!q.data && !q.error && <CircularProgress />}
      {q.data && (
        <Paper variant="outlined" sx={{ p: 3, maxWidth: 720 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
            <TextField
              label="Your referral link"
              value={q.data.referralLink}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'referral-link' } }}
            />
            <Button variant="contained" onClick={copy} sx={{ flexShrink: 0 }}>
              Copy link
            </Button>
          </Stack>
          <Typography data-testid="referral-count">
            {q.data.referredCount === 1
              ? '1 person signed up with your link.'
              : `${q.data.referredCount} people signed up with your link.`}
          </Typography>
        </Paper>
      )}
    </Box>
  );
}
