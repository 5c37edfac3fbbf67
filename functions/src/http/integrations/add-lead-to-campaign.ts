import { integrationsRoutes } from '@outreach/shared/routes/integrations';
import { addLeadByKey } from '../../domain/integrations/add-lead-by-key.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  integrationsRoutes,
  'POST /integrations/webhook/add_lead_to_campaign',
  ({ auth, body, deps }) => addLeadByKey(deps, { userId: auth.userId, teamId: auth.teamId ?? '' }, body),
);
