import { integrationsRoutes } from '@outreach/shared/routes/integrations';
import { listIntegrationTeamMembers } from '../../domain/integrations/list-integration-team-members.ts';
import { integrationEndpoint } from '../../lib/integration-endpoint.ts';

export const handler = integrationEndpoint(
  integrationsRoutes,
  'GET /integrations/webhook/get_team_members',
  ({ auth, deps }) => listIntegrationTeamMembers(deps, { userId: auth.userId, teamId: auth.teamId ?? '' }),
);
