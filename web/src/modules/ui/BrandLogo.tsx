import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function BrandLogo({ inverted = false, size = 28 }: { inverted?: boolean; size?: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="svg" viewBox="0 0 32 32" aria-hidden sx={{ width: size, height: size, flexShrink: 0 }}>
        <rect width="32" height="32" rx="8" fill={inverted ? '#FFFFFF' : '#3B5BDB'} />
        <path
          d="M9 16a7 7 0 1 0 14 0a7 7 0 1 0-14 0m4 0a3 3 0 1 1 6 0a3 3 0 1 1-6 0"
          fill={inverted ? '#3B5BDB' : '#FFFFFF'}
          fillRule="evenodd"
        />
        <circle cx="24" cy="8" r="3" fill="#74C0FC" />
      </Box>
      <Typography
        component="span"
        sx={{
          fontWeight: 750,
          fontSize: size * 0.62,
          letterSpacing: -0.3,
          color: inverted ? '#fff' : 'text.primary',
        }}
      >
        Outreach
      </Typography>
    </Box>
  );
}
