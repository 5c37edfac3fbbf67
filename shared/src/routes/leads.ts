import type { RouteSpec } from '../route-def.ts';
import { ZCampaignIdParam } from '../schemas/campaign-audience.ts';
import { ZCampaignLeadsQuery } from '../schemas/leads.ts';

/** Leads of a campaign (spec 3 §7, spec 4). */
export const leadsRoutes = {
  'GET /leads/campaign/{id}': {
    handler: 'leads/list-campaign-leads',
    auth: 'user',
    params: ZCampaignIdParam,
    query: ZCampaignLeadsQuery,
  },
  'GET /leads/campaign/{id}/statuses': {
    handler: 'leads/get-lead-statuses',
    auth: 'user',
    params: ZCampaignIdParam,
  },
} as const satisfies Record<string, RouteSpec>;
