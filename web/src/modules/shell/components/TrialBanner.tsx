import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DATE_FORMAT } from '@outreach/shared/constants/account';
import { shellTexts } from '@outreach/shared/rules/shell';
import dayjs from 'dayjs';
import { Link as RouterLink } from 'react-router-dom';

/** The trial banner with its 'Choose a plan' link (spec 1 §2); the shell never shows it on the walkthrough. */
export function TrialBanner({ endsAt }: { endsAt?: string | null }) {
  const end = endsAt && dayjs(endsAt).isValid() ? dayjs(endsAt) : null;
  return (
    <Box
      role="region"
      aria-label="Trial"
      data-testid="trial-banner"
      sx={{
        bgcolor: 'primary.light',
        color: 'primary.dark',
        px: 3,
        py: 0.75,
        display: 'flex',
        justifyContent: 'center',
        gap: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2">
        {end ? `You are on a free trial until ${end.format(DATE_FORMAT)}.` : 'You are on a free trial.'}
      </Typography>
      <Link component={RouterLink} to="/billing/subscription/plans" variant="body2" sx={{ fontWeight: 700 }}>
        {shellTexts.choosePlan}
      </Link>
    </Box>
  );
}
