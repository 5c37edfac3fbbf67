import { Alert, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** A LinkedIn wizard's warning while the sender's LinkedIn account is not connected. */
export function LinkedInMissingAlert() {
  return (
    <Alert severity="warning" sx={{ mb: 3 }} data-testid="campaign-linkedin-missing">
      Your LinkedIn account is not connected. You can save a draft now and publish it once you{' '}
      <Link component={RouterLink} to="/integrations?tab=linkedin">
        connect LinkedIn
      </Link>
      .
    </Alert>
  );
}
