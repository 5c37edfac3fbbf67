import { integrationsRoutes } from '@outreach/shared/routes/integrations';
import { addLeadByKey } from '../../domain/integrations/add-lead-by-key.ts';
import { integrationEndpoint } from '../../lib/integration-endpoint.ts';

export const handler = integrationEndpoint(
  integrationsRoutes,
  'POST /integrations/webhook/add_lead_to_campaign',
  ({ auth, body, deps }) => addLeadByKey(deps, { userId: auth.userId, teamId: auth.teamId ?? '' }, body),
);
