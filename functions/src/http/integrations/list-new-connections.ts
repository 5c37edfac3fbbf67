import { integrationsRoutes } from '@outreach/shared/routes/integrations';
import { listIntegrationConnections } from '../../domain/integrations/list-integration-connections.ts';
import { integrationEndpoint } from '../../lib/integration-endpoint.ts';

export const handler = integrationEndpoint(
  integrationsRoutes,
  'GET /integrations/webhook/new-connections',
  ({ auth, query, deps }) =>
    listIntegrationConnections(
      deps,
      { userId: auth.userId, teamId: auth.teamId ?? '' },
      { page: query.page, per_page: query.per_page },
    ),
);
