import { integrationsRoutes } from '@outreach/shared/routes/integrations';
import { integrationActionKinds } from '@outreach/shared/schemas/integration-api';
import { listIntegrationActions } from '../../domain/integrations/list-integration-actions.ts';
import { endpoint } from '../../lib/handler.ts';

export const handler = endpoint(
  integrationsRoutes,
  'GET /integrations/webhook/new-reply-detected',
  ({ auth, query, deps }) =>
    listIntegrationActions(
      deps,
      { userId: auth.userId, teamId: auth.teamId ?? '' },
      { kinds: integrationActionKinds.all_replies, page: query.page, per_page: query.per_page },
    ),
);
