import { integrationsRoutes } from '@outreach/shared/routes/integrations';
import { integrationActionKinds } from '@outreach/shared/schemas/integration-api';
import { listIntegrationActions } from '../../domain/integrations/list-integration-actions.ts';
import { integrationEndpoint } from '../../lib/integration-endpoint.ts';

export const handler = integrationEndpoint(
  integrationsRoutes,
  'GET /integrations/webhook/get-last-actions',
  ({ auth, query, deps }) =>
    listIntegrationActions(
      deps,
      { userId: auth.userId, teamId: auth.teamId ?? '' },
      { kinds: integrationActionKinds[query.action], page: query.page, per_page: query.per_page },
    ),
);
