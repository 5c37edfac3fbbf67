import type { RouteSpec } from '../route-def.ts';
import {
  ZLeadFinderAudienceResponse,
  ZLeadFinderCampaignIdParam,
  ZLeadFinderCampaignRequest,
  ZLeadFinderInfoResponse,
  ZLeadFinderLeadsRequest,
  ZLeadFinderSearchQuery,
  ZLeadFinderSearchResponse,
  ZSeWaitlistResponse,
} from '../schemas/lead-finder.ts';

/** The lead finder (spec 1 §9, spec 3 §6; paths ours except apply-se-waitlist, spec 1 §7). */
export const leadFinderRoutes = {
  'GET /lead-finder': {
    handler: 'lead-finder/get-lead-finder',
    auth: 'user',
    response: ZLeadFinderInfoResponse,
  },
  'GET /lead-finder/people': {
    handler: 'lead-finder/search-people',
    auth: 'user',
    query: ZLeadFinderSearchQuery,
    response: ZLeadFinderSearchResponse,
  },
  'POST /lead-finder/campaigns': {
    handler: 'lead-finder/create-campaign',
    auth: 'user',
    body: ZLeadFinderCampaignRequest,
    response: ZLeadFinderAudienceResponse,
  },
  'POST /lead-finder/campaigns/{id}/leads': {
    handler: 'lead-finder/add-leads',
    auth: 'user',
    params: ZLeadFinderCampaignIdParam,
    body: ZLeadFinderLeadsRequest,
    response: ZLeadFinderAudienceResponse,
  },
  'POST /users/apply-se-waitlist': {
    handler: 'lead-finder/apply-se-waitlist',
    auth: 'user',
    response: ZSeWaitlistResponse,
  },
} as const satisfies Record<string, RouteSpec>;
