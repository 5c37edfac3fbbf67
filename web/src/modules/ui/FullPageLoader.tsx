import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** Spec 1 §2: the loader shown while profile, user, features or white-label data load. */
export function FullPageLoader({ label = 'Loading app' }: { label?: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      data-testid="app-loader"
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', py: 8 }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
        <CircularProgress size={36} />
        <Typography color="text.secondary">{label}</Typography>
      </Box>
    </Box>
  );
}
