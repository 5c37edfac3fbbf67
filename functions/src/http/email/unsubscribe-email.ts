import { emailRoutes } from '@outreach/shared/routes/email';
import { unsubscribeEmail } from '../../domain/email/unsubscribe-email.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(emailRoutes, 'POST /email/unsubscribe', async ({ query, deps }) =>
  unsubscribeEmail(deps, query.t),
);
