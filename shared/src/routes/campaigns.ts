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
  ZCsvAudienceParams,
  ZCsvAudienceRequest,
  ZRepliesQuery,
  ZSearchListQuery,
  ZStatisticsQuery,
  ZUpdateAudienceRequest,
} from '../schemas/campaign-audience.ts';
import {
  ZActivityChartResponse,
  ZActivityListResponse,
  ZCampaignCountsResponse,
  ZCampaignDeletedResponse,
  ZCampaignListResponse,
  ZCampaignProgressResponse,
  ZCampaignResponse,
  ZCampaignWithCsvResponse,
  ZDashboardResponse,
  ZGroupedCampaignsResponse,
  ZIgnoredSearchListResponse,
  ZRepliesResponse,
  ZSearchListResponse,
  ZSequenceProgressResponse,
  ZStatisticsResponse,
} from '../schemas/campaign-responses.ts';
import { ZCampaignSendersRequest, ZCampaignSendersResponse } from '../schemas/campaign-senders.ts';
import {
  ZArchiveRequest,
  ZCampaignListQuery,
  ZCampaignNameRequest,
  ZRestartSearchRequest,
  ZRunStateRequest,
  ZUpdateSequenceRequest,
} from '../schemas/campaigns.ts';
import { ZInteractiveQuestionsRequest } from '../schemas/interactive-campaigns.ts';
import { ZExportCsvResponse } from '../schemas/leads.ts';
import { ZActivityCsvRequest, ZRepliesCsvRequest } from '../schemas/replies-export.ts';

const id = ZCampaignIdParam;

/** Campaigns, their activity and the dashboard (spec 3 §7). */
export const campaignsRoutes = {
  'GET /campaigns': {
    handler: 'campaigns/list-campaigns',
    auth: 'user',
    query: ZCampaignListQuery,
    response: ZCampaignListResponse,
  },
  'GET /campaigns/counts': {
    handler: 'campaigns/count-campaigns',
    auth: 'user',
    query: ZCampaignCountsQuery,
    response: ZCampaignCountsResponse,
  },
  'GET /campaigns/activity': {
    handler: 'campaigns/list-activity',
    auth: 'user',
    query: ZActivityQuery,
    response: ZActivityListResponse,
  },
  'GET /campaigns/dashboard': {
    handler: 'campaigns/get-dashboard',
    auth: 'user',
    query: ZDashboardQuery,
    response: ZDashboardResponse,
  },
  'POST /campaigns/audience': {
    handler: 'campaigns/create-campaign',
    auth: 'user',
    body: ZCreateAudienceRequest,
    response: ZCampaignWithCsvResponse,
  },
  'POST /campaigns/interactive-questions': {
    handler: 'campaigns/answer-interactive-questions',
    auth: 'user',
    body: ZInteractiveQuestionsRequest,
    response: ZCampaignResponse,
  },
  'POST /campaigns/linked-in/audience/csv': {
    handler: 'campaigns/create-csv-campaign',
    auth: 'user',
    body: ZCsvAudienceRequest,
    response: ZCampaignWithCsvResponse,
  },
  'GET /campaigns/{id}': {
    handler: 'campaigns/get-campaign',
    auth: 'user',
    params: id,
    query: ZCampaignGetQuery,
    response: ZCampaignResponse,
  },
  'PATCH /campaigns/{id}/sequence': {
    handler: 'campaigns/update-sequence',
    auth: 'user',
    params: id,
    body: ZUpdateSequenceRequest,
    response: ZCampaignResponse,
  },
  'PATCH /campaigns/{id}/audience': {
    handler: 'campaigns/update-audience',
    auth: 'user',
    params: id,
    body: ZUpdateAudienceRequest,
    response: ZCampaignResponse,
  },
  'POST /campaigns/{id}/publish': {
    handler: 'campaigns/publish-campaign',
    auth: 'user',
    params: id,
    response: ZCampaignResponse,
  },
  'PATCH /campaigns/{id}/running-state': {
    handler: 'campaigns/set-running-state',
    auth: 'user',
    params: id,
    body: ZRunStateRequest,
    response: ZCampaignResponse,
  },
  'PATCH /campaigns/{id}/name': {
    handler: 'campaigns/rename-campaign',
    auth: 'user',
    params: id,
    body: ZCampaignNameRequest,
    response: ZCampaignResponse,
  },
  'PATCH /campaigns/{id}/archive': {
    handler: 'campaigns/archive-campaign',
    auth: 'user',
    params: id,
    body: ZArchiveRequest,
    response: ZCampaignResponse,
  },
  'DELETE /campaigns/{id}': {
    handler: 'campaigns/delete-campaign',
    auth: 'user',
    params: id,
    response: ZCampaignDeletedResponse,
  },
  'GET /campaigns/{id}/actions': {
    handler: 'campaigns/list-campaign-actions',
    auth: 'user',
    params: id,
    query: ZCampaignActionsQuery,
    response: ZActivityListResponse,
  },
  'GET /campaigns/{id}/progress': {
    handler: 'campaigns/get-progress',
    auth: 'user',
    params: id,
    response: ZCampaignProgressResponse,
  },
  'GET /campaigns/{id}/activity/chart': {
    handler: 'campaigns/get-activity-chart',
    auth: 'user',
    params: id,
    response: ZActivityChartResponse,
  },
  'POST /campaigns/{id}/clone': {
    handler: 'campaigns/clone-campaign',
    auth: 'user',
    params: id,
    body: ZCloneRequest,
    response: ZCampaignResponse,
  },
  'PATCH /campaigns/{id}/restart-search': {
    handler: 'campaigns/restart-search',
    auth: 'user',
    params: id,
    body: ZRestartSearchRequest,
    response: ZCampaignResponse,
  },
  'GET /campaigns/replies': {
    handler: 'campaigns/list-replies',
    auth: 'user',
    query: ZRepliesQuery,
    response: ZRepliesResponse,
  },
  'GET /campaigns/statistics': {
    handler: 'campaigns/get-statistics',
    auth: 'user',
    query: ZStatisticsQuery,
    response: ZStatisticsResponse,
  },
  'GET /campaigns/grouped': {
    handler: 'campaigns/list-grouped',
    auth: 'user',
    response: ZGroupedCampaignsResponse,
  },
  'GET /campaigns/search-list': {
    handler: 'campaigns/search-list',
    auth: 'user',
    query: ZSearchListQuery,
    response: ZSearchListResponse,
  },
  'GET /campaigns/search-list/connections': {
    handler: 'campaigns/search-list-connections',
    auth: 'user',
    query: ZSearchListQuery,
    response: ZSearchListResponse,
  },
  'GET /campaigns/{id}/search-list/ignored': {
    handler: 'campaigns/search-list-ignored',
    auth: 'user',
    params: id,
    query: ZSearchListQuery.pick({ filter: true }),
    response: ZIgnoredSearchListResponse,
  },
  'GET /campaigns/{id}/list-item': {
    handler: 'campaigns/get-list-item',
    auth: 'user',
    params: id,
    response: ZCampaignResponse,
  },
  'GET /campaigns/{id}/sequence-progress': {
    handler: 'campaigns/get-sequence-progress',
    auth: 'user',
    params: id,
    response: ZSequenceProgressResponse,
  },
  'PATCH /campaigns/{id}/{type}/audience/csv': {
    handler: 'campaigns/add-csv-audience',
    auth: 'user',
    params: ZCsvAudienceParams,
    body: ZCsvAddAudienceRequest,
    response: ZCampaignWithCsvResponse,
  },
  'POST /campaigns/replies/csv': {
    handler: 'campaigns/export-replies-csv',
    auth: 'user',
    body: ZRepliesCsvRequest,
    response: ZExportCsvResponse,
  },
  'POST /campaigns/{id}/activity/csv': {
    handler: 'campaigns/export-activity-csv',
    auth: 'user',
    params: id,
    body: ZActivityCsvRequest,
    response: ZExportCsvResponse,
  },
  // Sender rotation (issue #9): the LinkedIn accounts of the team a campaign uses.
  'GET /campaigns/{id}/senders': {
    handler: 'campaigns/get-campaign-senders',
    auth: 'user',
    params: id,
    response: ZCampaignSendersResponse,
  },
  'PATCH /campaigns/{id}/senders': {
    handler: 'campaigns/update-campaign-senders',
    auth: 'user',
    params: id,
    body: ZCampaignSendersRequest,
    response: ZCampaignSendersResponse,
  },
} as const satisfies Record<string, RouteSpec>;
