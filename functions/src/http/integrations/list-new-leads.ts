import { integrationsRoutes } from '@outreach/shared/routes/integrations';
import { listIntegrationActions } from '../../domain/integrations/list-integration-actions.ts';
import { integrationEndpoint } from '../../lib/integration-endpoint.ts';

export const handler = integrationEndpoint(
  integrationsRoutes,
  'GET /integrations/webhook/new-leads',
  ({ auth, query, deps }) =>
    listIntegrationActions(
      deps,
      { userId: auth.userId, teamId: auth.teamId ?? '' },
      { kinds: ['lead found'], page: query.page, per_page: query.per_page, campaignId: query.campaign },
    ),
);
