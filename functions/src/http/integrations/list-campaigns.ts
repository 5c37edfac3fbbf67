import { integrationsRoutes } from '@outreach/shared/routes/integrations';
import { listIntegrationCampaigns } from '../../domain/integrations/list-integration-campaigns.ts';
import { integrationEndpoint } from '../../lib/integration-endpoint.ts';

export const handler = integrationEndpoint(
  integrationsRoutes,
  'GET /integrations/webhook/campaigns',
  ({ auth, query, deps }) =>
    listIntegrationCampaigns(deps, { userId: auth.userId, teamId: auth.teamId ?? '' }, query.type),
);
