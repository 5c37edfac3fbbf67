import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { type Theme, ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { TBrandingResponse } from '@outreach/shared/schemas/whitelabels';
import type { ReactNode } from 'react';
import { productNow } from '../../clock/productClock.ts';
import { useWhiteLabelDocument } from '../../shell/components/useWhiteLabelDocument.ts';
import { brandedTheme } from '../../shell/whiteLabelTheme.ts';
import { BrandLogo } from '../../ui/BrandLogo.tsx';
import { WhiteLabelLogo } from '../../whitelabel/components/WhiteLabelLogo.tsx';
import { usePublicBranding } from '../../whitelabel/hooks/usePublicBranding.ts';

const points = [
  'LinkedIn, email and X campaigns in one sequence',
  'A smart inbox for every reply',
  'Safe daily limits and working hours',
];

/**
 * Sign-in, sign-up and password pages: a brand panel on the left, the form card on the right. On a
 * white label's validated domain they show its logo, name and colours before sign-in.
 */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  const { branding, isLoading } = usePublicBranding();
  useWhiteLabelDocument(branding);
  const page = (
    <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.default' }}>
      {branding ? <BrandedPanel branding={branding} /> : <ProductPanel hidden={isLoading} />}
      <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 4 }}>
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: 5 }}>
          <Box sx={{ display: { xs: 'block', md: 'none' }, mb: 3, minHeight: 28 }}>
            {branding ? <WhiteLabelLogo branding={branding} size={28} /> : !isLoading && <BrandLogo />}
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
  if (!branding) return page;
  return <ThemeProvider theme={(outer: Theme) => brandedTheme(outer, branding.theme)}>{page}</ThemeProvider>;
}

const panelSx = {
  flex: '0 0 42%',
  display: { xs: 'none', md: 'flex' },
  flexDirection: 'column',
  justifyContent: 'space-between',
  p: 6,
} as const;

/** A white label's panel: its title colour, navigation text colour, logo and company name. */
function BrandedPanel({ branding }: { branding: TBrandingResponse }) {
  const { titleColor, navigationTextColor } = branding.theme;
  return (
    <Box data-testid="auth-brand-panel" sx={{ ...panelSx, bgcolor: titleColor, color: navigationTextColor }}>
      <WhiteLabelLogo branding={branding} size={40} color={navigationTextColor} />
      {branding.companyName && (
        <Typography variant="h1" sx={{ color: 'inherit', lineHeight: 1.2 }}>
          {branding.companyName}
        </Typography>
      )}
      <Typography variant="body2" sx={{ opacity: 0.7 }}>
        © {new Date(productNow()).getUTCFullYear()} {branding.companyName}
      </Typography>
    </Box>
  );
}

/** The product's own panel; blank while the page does not yet know whose domain it is on. */
function ProductPanel({ hidden }: { hidden: boolean }) {
  return (
    <Box
      sx={{
        ...panelSx,
        color: '#fff',
        background: 'linear-gradient(150deg, #3B5BDB 0%, #2B3FA0 60%, #1E2B6F 100%)',
      }}
    >
      {!hidden && <ProductPanelContent />}
    </Box>
  );
}

function ProductPanelContent() {
  return (
    <>
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
    </>
  );
}
