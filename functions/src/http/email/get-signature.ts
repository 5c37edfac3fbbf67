import { emailRoutes } from '@outreach/shared/routes/email';
import { getSignature } from '../../domain/email/email-signature.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(emailRoutes, 'GET /users/signature', async ({ auth, deps }) =>
  getSignature(deps, { teamId: await currentTeamId(deps, auth), userId: auth.userId }),
);
