import { linkedinRoutes } from '@outreach/shared/routes/linkedin';
import { sendVerifyTestEmail } from '../../domain/linkedin/verify-on-the-fly.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  linkedinRoutes,
  'POST /linked-in/verify-on-the-fly/test-email',
  ({ auth, deps }) => sendVerifyTestEmail(deps, auth),
);
