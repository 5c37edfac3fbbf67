import type { RouteSpec } from '../route-def.ts';
import { ZCampaignIdParam } from '../schemas/campaign-audience.ts';
import { ZLeadSourcesResponse } from '../schemas/campaign-responses.ts';

/** Lead sources of a campaign (spec 3 §3 Lead source, §7). */
export const leadSourcesRoutes = {
  'GET /lead-sources/campaign/{id}': {
    handler: 'lead-sources/list-lead-sources',
    auth: 'user',
    params: ZCampaignIdParam,
    response: ZLeadSourcesResponse,
  },
} as const satisfies Record<string, RouteSpec>;
