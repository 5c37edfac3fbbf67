import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { api } from '../../api/apiClient.ts';
import { tokenStore } from '../../api/tokenStore.ts';

/** Spec 1 §2: while an admin impersonates, say whose product this is, with a click-here exit. */
export function ImpersonationBanner({ name }: { name: string }) {
  const [busy, setBusy] = useState(false);
  async function stop() {
    setBusy(true);
    try {
      const res = await api.post<{ authToken?: string; redirectLink?: string | null } | undefined>(
        '/users/stop-impersonating',
      );
      if (res?.authToken) tokenStore.set(res.authToken);
      window.location.assign(res?.redirectLink || '/');
    } catch {
      setBusy(false);
    }
  }
  return (
    <Box
      role="region"
      aria-label="Impersonation"
      data-testid="impersonation-banner"
      sx={{ bgcolor: 'warning.main', color: '#fff', px: 3, py: 0.75, textAlign: 'center' }}
    >
      <Typography variant="body2">
        You are managing Outreach for <strong>{name}</strong>. To go back to your own account,{' '}
        <Link
          component="button"
          color="inherit"
          onClick={stop}
          disabled={busy}
          sx={{ verticalAlign: 'baseline', fontWeight: 700 }}
        >
          click here
        </Link>
        .
      </Typography>
    </Box>
  );
}
