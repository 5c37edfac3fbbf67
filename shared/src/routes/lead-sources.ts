import type { RouteSpec } from '../route-def.ts';
import { ZAddLeadSourceRequest, ZCampaignIdParam } from '../schemas/campaign-audience.ts';
import { ZLeadSourceResponse, ZLeadSourcesResponse } from '../schemas/campaign-responses.ts';

/** Lead sources of a campaign (spec 3 §3 Lead source, §7). */
export const leadSourcesRoutes = {
  'GET /lead-sources/campaign/{id}': {
    handler: 'lead-sources/list-lead-sources',
    auth: 'user',
    params: ZCampaignIdParam,
    response: ZLeadSourcesResponse,
  },
  'POST /lead-sources': {
    handler: 'lead-sources/add-lead-source',
    auth: 'user',
    body: ZAddLeadSourceRequest,
    response: ZLeadSourceResponse,
  },
} as const satisfies Record<string, RouteSpec>;
