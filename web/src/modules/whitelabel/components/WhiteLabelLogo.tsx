import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TBrandingResponse } from '@outreach/shared/schemas/whitelabels';

/** A white label's logo (else its icon), or its company name when it has no image. */
export function WhiteLabelLogo({
  branding,
  size = 32,
  color,
}: {
  branding: TBrandingResponse;
  size?: number;
  color?: string;
}) {
  const src = branding.logo ?? branding.logoIcon;
  if (src)
    return (
      <Box
        component="img"
        src={src}
        alt={branding.companyName ?? ''}
        data-testid="public-white-label-logo"
        sx={{
          height: size,
          width: 'auto',
          maxWidth: 240,
          alignSelf: 'flex-start',
          objectFit: 'contain',
          display: 'block',
        }}
      />
    );
  return (
    <Typography
      component="span"
      data-testid="public-white-label-name"
      sx={{ fontWeight: 750, fontSize: size * 0.62, color: color ?? 'text.primary' }}
    >
      {branding.companyName}
    </Typography>
  );
}
