import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { productNow } from '../../clock/productClock.ts';
import { BrandLogo } from '../../ui/BrandLogo.tsx';

const points = [
  'LinkedIn, email and X campaigns in one sequence',
  'A smart inbox for every reply',
  'Safe daily limits and working hours',
];

/** Sign-in, sign-up and password pages: a brand panel on the left, the form card on the right. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.default' }}>
      <Box
        sx={{
          flex: '0 0 42%',
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          p: 6,
          color: '#fff',
          background: 'linear-gradient(150deg, #3B5BDB 0%, #2B3FA0 60%, #1E2B6F 100%)',
        }}
      >
        <BrandLogo inverted size={32} />
        <Box>
          <Typography variant="h1" sx={{ color: '#fff', mb: 2, lineHeight: 1.2 }}>
            Multichannel outreach on autopilot
          </Typography>
          <Stack spacing={1.5}>
            {points.map((p) => (
              <Box key={p} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, opacity: 0.92 }}>
                <CheckCircleRounded sx={{ color: '#74C0FC' }} />
                <Typography>{p}</Typography>
              </Box>
            ))}
          </Stack>
        </Box>
        <Typography variant="body2" sx={{ opacity: 0.7 }}>
          © {new Date(productNow()).getUTCFullYear()} Outreach
        </Typography>
      </Box>
      <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 4 }}>
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: 5 }}>
          <Box sx={{ display: { xs: 'block', md: 'none' }, mb: 3 }}>
            <BrandLogo />
          </Box>
          <Typography variant="h2" component="h1" sx={{ mb: subtitle ? 1 : 3 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" component="div" sx={{ mb: 3 }}>
              {subtitle}
            </Typography>
          )}
          {children}
        </Paper>
      </Box>
    </Box>
  );
}
