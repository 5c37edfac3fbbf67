import LinkedIn from '@mui/icons-material/LinkedIn';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The connected account: 'Connected', or 'Broken' with the reason and 'Try to Reconnect' (spec 1 §4). */
export function LinkedInAccountCard({
  status,
  name,
  email,
  problem,
  onReconnect,
  onRemove,
  extra,
}: {
  status: 'connected' | 'broken';
  name?: string | null;
  email?: string | null;
  problem?: string | null;
  onReconnect(): void;
  onRemove(): void;
  /** More settings of the connected account (the Sales Navigator contract). */
  extra?: ReactNode;
}) {
  const connected = status === 'connected';
  return (
    <Box data-testid={`linkedin-${status}`}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Avatar sx={{ bgcolor: '#0A66C2', width: 48, height: 48 }}>
          <LinkedIn />
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h3" data-testid="linkedin-account-name">
            {name || 'LinkedIn account'}
          </Typography>
          <Typography color="text.secondary" data-testid="linkedin-account-email">
            {email}
          </Typography>
        </Box>
        <Chip
          label={connected ? 'Connected' : 'Broken'}
          color={connected ? 'success' : 'error'}
          variant="outlined"
          data-testid="linkedin-status"
        />
      </Stack>
      {!connected && problem && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="linkedin-problem">
          {problem}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        {!connected && (
          <Button variant="contained" onClick={onReconnect} data-testid="linkedin-reconnect">
            Try to Reconnect
          </Button>
        )}
        <Button color="error" variant="outlined" onClick={onRemove} data-testid="linkedin-remove">
          Remove
        </Button>
      </Stack>
      {extra}
    </Box>
  );
}
