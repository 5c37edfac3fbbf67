import { emailRoutes } from '@outreach/shared/routes/email';
import { sendTestEmail } from '../../domain/email/send-test-email.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  emailRoutes,
  'POST /users/integrations/test-email',
  async ({ auth, deps, body }) => sendTestEmail(deps, auth.userId, body),
);
