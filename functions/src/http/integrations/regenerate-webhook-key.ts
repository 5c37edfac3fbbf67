import { integrationsRoutes } from '@outreach/shared/routes/integrations';
import { regenerateWebhookKey } from '../../domain/integrations/regenerate-webhook-key.ts';
import { currentTeamId } from '../../domain/teams/current-team.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(integrationsRoutes, 'POST /users/me/webhook-key', async ({ auth, deps }) =>
  regenerateWebhookKey(deps, auth.userId, await currentTeamId(deps, auth)),
);
