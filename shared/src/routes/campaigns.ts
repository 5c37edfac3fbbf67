import type { RouteSpec } from '../route-def.ts';
import { ZActivityQuery, ZDashboardQuery } from '../schemas/activity-queries.ts';
import {
  ZCampaignActionsQuery,
  ZCampaignCountsQuery,
  ZCampaignGetQuery,
  ZCampaignIdParam,
  ZCloneRequest,
  ZCreateAudienceRequest,
  ZCsvAddAudienceRequest,
  ZCsvAudienceRequest,
  ZRepliesQuery,
  ZSearchListQuery,
  ZStatisticsQuery,
} from '../schemas/campaign-audience.ts';
import {
  ZArchiveRequest,
  ZCampaignListQuery,
  ZCampaignNameRequest,
  ZRestartSearchRequest,
  ZRunStateRequest,
  ZUpdateSequenceRequest,
} from '../schemas/campaigns.ts';

const id = ZCampaignIdParam;

/** Campaigns, their activity and the dashboard (spec 3 §7). */
export const campaignsRoutes = {
  'GET /campaigns': { handler: 'campaigns/list-campaigns', auth: 'user', query: ZCampaignListQuery },
  'GET /campaigns/counts': {
    handler: 'campaigns/count-campaigns',
    auth: 'user',
    query: ZCampaignCountsQuery,
  },
  'GET /campaigns/activity': { handler: 'campaigns/list-activity', auth: 'user', query: ZActivityQuery },
  'GET /campaigns/dashboard': { handler: 'campaigns/get-dashboard', auth: 'user', query: ZDashboardQuery },
  'POST /campaigns/audience': {
    handler: 'campaigns/create-campaign',
    auth: 'user',
    body: ZCreateAudienceRequest,
  },
  'POST /campaigns/linked-in/audience/csv': {
    handler: 'campaigns/create-csv-campaign',
    auth: 'user',
    body: ZCsvAudienceRequest,
  },
  'GET /campaigns/{id}': {
    handler: 'campaigns/get-campaign',
    auth: 'user',
    params: id,
    query: ZCampaignGetQuery,
  },
  'PATCH /campaigns/{id}/sequence': {
    handler: 'campaigns/update-sequence',
    auth: 'user',
    params: id,
    body: ZUpdateSequenceRequest,
  },
  'POST /campaigns/{id}/publish': { handler: 'campaigns/publish-campaign', auth: 'user', params: id },
  'PATCH /campaigns/{id}/running-state': {
    handler: 'campaigns/set-running-state',
    auth: 'user',
    params: id,
    body: ZRunStateRequest,
  },
  'PATCH /campaigns/{id}/name': {
    handler: 'campaigns/rename-campaign',
    auth: 'user',
    params: id,
    body: ZCampaignNameRequest,
  },
  'PATCH /campaigns/{id}/archive': {
    handler: 'campaigns/archive-campaign',
    auth: 'user',
    params: id,
    body: ZArchiveRequest,
  },
  'DELETE /campaigns/{id}': { handler: 'campaigns/delete-campaign', auth: 'user', params: id },
  'GET /campaigns/{id}/actions': {
    handler: 'campaigns/list-campaign-actions',
    auth: 'user',
    params: id,
    query: ZCampaignActionsQuery,
  },
  'GET /campaigns/{id}/progress': { handler: 'campaigns/get-progress', auth: 'user', params: id },
  'GET /campaigns/{id}/activity/chart': {
    handler: 'campaigns/get-activity-chart',
    auth: 'user',
    params: id,
  },
  'POST /campaigns/{id}/clone': {
    handler: 'campaigns/clone-campaign',
    auth: 'user',
    params: id,
    body: ZCloneRequest,
  },
  'PATCH /campaigns/{id}/restart-search': {
    handler: 'campaigns/restart-search',
    auth: 'user',
    params: id,
    body: ZRestartSearchRequest,
  },
  'GET /campaigns/replies': { handler: 'campaigns/list-replies', auth: 'user', query: ZRepliesQuery },
  'GET /campaigns/statistics': {
    handler: 'campaigns/get-statistics',
    auth: 'user',
    query: ZStatisticsQuery,
  },
  'GET /campaigns/grouped': { handler: 'campaigns/list-grouped', auth: 'user' },
  'GET /campaigns/search-list': {
    handler: 'campaigns/search-list',
    auth: 'user',
    query: ZSearchListQuery,
  },
  'GET /campaigns/{id}/list-item': { handler: 'campaigns/get-list-item', auth: 'user', params: id },
  'GET /campaigns/{id}/sequence-progress': {
    handler: 'campaigns/get-sequence-progress',
    auth: 'user',
    params: id,
  },
  'PATCH /campaigns/{id}/linked-in/audience/csv': {
    handler: 'campaigns/add-csv-audience',
    auth: 'user',
    params: id,
    body: ZCsvAddAudienceRequest,
  },
} as const satisfies Record<string, RouteSpec>;
