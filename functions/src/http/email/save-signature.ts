import { emailRoutes } from '@outreach/shared/routes/email';
import { saveSignature } from '../../domain/email/email-signature.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(emailRoutes, 'PATCH /users/signature', async ({ auth, body, deps }) =>
  saveSignature(deps, { teamId: await currentTeamId(deps, auth), userId: auth.userId }, body),
);
