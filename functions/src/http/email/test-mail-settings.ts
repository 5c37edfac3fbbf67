import { emailRoutes } from '@outreach/shared/routes/email';
import { verifyMailServers } from '../../domain/email/verify-mail-servers.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(emailRoutes, 'POST /smtp-settings/test', async ({ auth, deps, body }) =>
  verifyMailServers(deps, auth.userId, body),
);
