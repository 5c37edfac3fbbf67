import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

// The bar approaches 95% over about two minutes; it never claims to be done before the bot is.
const HALF_LIFE_MS = 35_000;

/** Login in progress: 'can take a couple of minutes', with a progress bar (spec 1 §4). */
export function LinkedInLoginProgress() {
  // A stopwatch for the progress bar: elapsed time on screen, whatever the product clock does.
  const [started] = useState(() => performance.now());
  const [now, setNow] = useState(started);
  useEffect(() => {
    const t = setInterval(() => setNow(performance.now()), 500);
    return () => clearInterval(t);
  }, []);
  const value = Math.min(95, 95 * (1 - 0.5 ** ((now - started) / HALF_LIFE_MS)));
  return (
    <Box data-testid="linkedin-loading" sx={{ maxWidth: 520 }} role="status" aria-live="polite">
      <Typography variant="h5" component="h3" gutterBottom>
        Connecting to LinkedIn…
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        We are signing in to your LinkedIn account. This can take a couple of minutes, please keep this page
        open.
      </Typography>
      <LinearProgress
        variant="determinate"
        value={value}
        aria-label="LinkedIn login progress"
        data-testid="linkedin-progress"
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
