import { integrationsRoutes } from '@outreach/shared/routes/integrations';
import { listIntegrationCampaigns } from '../../domain/integrations/list-integration-campaigns.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  integrationsRoutes,
  'GET /integrations/webhook/campaigns',
  ({ auth, query, deps }) =>
    listIntegrationCampaigns(deps, { userId: auth.userId, teamId: auth.teamId ?? '' }, query.type),
);
