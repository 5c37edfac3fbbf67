import type { RouteSpec } from '../route-def.ts';
import {
  ZIntegrationActionsResponse,
  ZIntegrationAddLeadRequest,
  ZIntegrationAddLeadResponse,
  ZIntegrationCampaignsQuery,
  ZIntegrationCampaignsResponse,
  ZIntegrationConnectionsResponse,
  ZIntegrationKeyQuery,
  ZIntegrationLastActionsQuery,
  ZIntegrationNewConnectionsQuery,
  ZIntegrationNewLeadsQuery,
  ZIntegrationPageQuery,
  ZIntegrationTeamMembersResponse,
  ZWebhookKeyResponse,
} from '../schemas/integration-api.ts';

const api = { auth: 'webhookKey', basePath: '/api' } as const;

/**
 * The integration (webhook) API of spec 4 under `/api/integrations/webhook`, authenticated by the
 * `webhook_key` query parameter, and the calls that manage that key (ours; issue #15).
 */
export const integrationsRoutes = {
  'GET /users/me/webhook-key': {
    handler: 'integrations/get-webhook-key',
    auth: 'user',
    response: ZWebhookKeyResponse,
  },
  'POST /users/me/webhook-key': {
    handler: 'integrations/regenerate-webhook-key',
    auth: 'user',
    response: ZWebhookKeyResponse,
  },
  'GET /integrations/webhook/campaigns': {
    handler: 'integrations/list-campaigns',
    ...api,
    query: ZIntegrationCampaignsQuery,
    response: ZIntegrationCampaignsResponse,
  },
  'GET /integrations/webhook/new-leads': {
    handler: 'integrations/list-new-leads',
    ...api,
    query: ZIntegrationNewLeadsQuery,
    response: ZIntegrationActionsResponse,
  },
  'POST /integrations/webhook/add_lead_to_campaign': {
    handler: 'integrations/add-lead-to-campaign',
    ...api,
    query: ZIntegrationKeyQuery,
    body: ZIntegrationAddLeadRequest,
    response: ZIntegrationAddLeadResponse,
  },
  'GET /integrations/webhook/new-reply-detected': {
    handler: 'integrations/list-new-replies',
    ...api,
    query: ZIntegrationPageQuery,
    response: ZIntegrationActionsResponse,
  },
  'GET /integrations/webhook/new-connections': {
    handler: 'integrations/list-new-connections',
    ...api,
    query: ZIntegrationNewConnectionsQuery,
    response: ZIntegrationConnectionsResponse,
  },
  'GET /integrations/webhook/get_team_members': {
    handler: 'integrations/list-team-members',
    ...api,
    query: ZIntegrationKeyQuery,
    response: ZIntegrationTeamMembersResponse,
  },
  'GET /integrations/webhook/get_member_connections': {
    handler: 'integrations/list-member-connections',
    ...api,
    query: ZIntegrationPageQuery,
    response: ZIntegrationConnectionsResponse,
  },
  'GET /integrations/webhook/get-last-actions': {
    handler: 'integrations/list-last-actions',
    ...api,
    query: ZIntegrationLastActionsQuery,
    response: ZIntegrationActionsResponse,
  },
} as const satisfies Record<string, RouteSpec>;
