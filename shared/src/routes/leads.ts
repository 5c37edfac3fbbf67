import type { RouteSpec } from '../route-def.ts';
import { ZCampaignIdParam } from '../schemas/campaign-audience.ts';
import {
  ZAddLeadTagsRequest,
  ZCreateSetTagRequest,
  ZExcludeRequest,
  ZLeadCampaignParams,
  ZLeadIdParam,
  ZLeadListQuery,
  ZOkResponse,
  ZRepliedLeadsQuery,
  ZSetLeadTagsRequest,
} from '../schemas/contacts.ts';
import {
  ZCampaignLeadsQuery,
  ZEntityUrnsRequest,
  ZExportContactsRequest,
  ZLeadCustomDataRequest,
} from '../schemas/leads.ts';

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
  // The CRM (issue #10): every lead across campaigns, tags, exclusion, custom data.
  'GET /leads': { handler: 'leads/list-leads', auth: 'user', query: ZLeadListQuery },
  'GET /leads/replied': { handler: 'leads/list-replied-leads', auth: 'user', query: ZRepliedLeadsQuery },
  'GET /leads/{id}': { handler: 'leads/get-lead-info', auth: 'user', params: ZLeadIdParam },
  'POST /leads/csv': { handler: 'leads/export-leads-csv', auth: 'user', body: ZExportContactsRequest },
  'POST /leads': { handler: 'leads/search-leads', auth: 'user', body: ZLeadListQuery },
  'POST /leads/add-tags': {
    handler: 'leads/add-lead-tags',
    auth: 'user',
    body: ZAddLeadTagsRequest,
    response: ZOkResponse,
  },
  'PUT /leads/{id}/set-tags': {
    handler: 'leads/set-lead-tags',
    auth: 'user',
    params: ZLeadIdParam,
    body: ZSetLeadTagsRequest,
  },
  'PUT /leads/{id}/create-set-tag': {
    handler: 'leads/create-set-lead-tag',
    auth: 'user',
    params: ZLeadIdParam,
    body: ZCreateSetTagRequest,
  },
  'POST /leads/exclude': {
    handler: 'leads/exclude-leads',
    auth: 'user',
    body: ZExcludeRequest,
    response: ZOkResponse,
  },
  'PATCH /leads/{id}/campaign/{campaignId}/custom-data': {
    handler: 'leads/update-lead-custom-data',
    auth: 'user',
    params: ZLeadCampaignParams,
    body: ZLeadCustomDataRequest,
  },
  'DELETE /leads/{id}/campaign/{campaignId}/custom-data': {
    handler: 'leads/reset-lead-custom-data',
    auth: 'user',
    params: ZLeadCampaignParams,
  },
  'GET /leads/{id}/campaign/{campaignId}/actions': {
    handler: 'leads/list-lead-actions',
    auth: 'user',
    params: ZLeadCampaignParams,
  },
  'PATCH /leads/campaign/{id}/skip': {
    handler: 'leads/skip-leads',
    auth: 'user',
    params: ZCampaignIdParam,
    body: ZEntityUrnsRequest,
  },
  'GET /leads/campaign/{id}/ignored': {
    handler: 'leads/list-ignored-leads',
    auth: 'user',
    params: ZCampaignIdParam,
    query: ZCampaignLeadsQuery,
  },
  'PATCH /leads/campaign/{id}/return': {
    handler: 'leads/return-leads',
    auth: 'user',
    params: ZCampaignIdParam,
    body: ZEntityUrnsRequest,
  },
  'DELETE /leads/campaign/{id}/ignored': {
    handler: 'leads/delete-ignored-leads',
    auth: 'user',
    params: ZCampaignIdParam,
    body: ZEntityUrnsRequest,
  },
  'DELETE /leads/campaign/{id}/ignored/all': {
    handler: 'leads/delete-all-ignored-leads',
    auth: 'user',
    params: ZCampaignIdParam,
  },
} as const satisfies Record<string, RouteSpec>;
