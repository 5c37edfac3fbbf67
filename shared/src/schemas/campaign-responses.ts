// What the campaign calls answer (spec 3 §3 campaign object, §7; spec 4 shapes; issue #15). Each schema
// describes what the handler returns; the integration tests check every successful answer against it.
import * as z from 'zod';
import { campaignCategories, campaignStatuses, runStates } from '../rules/outreach/campaigns.ts';
import { ZInteractiveAnswers } from './interactive-campaigns.ts';
import { ZLeadSenderResponse } from './leads.ts';

const ZCategory = z.enum(campaignCategories);
const ZStatus = z.enum(campaignStatuses);

/**
 * The campaign object of spec 3 §3 plus spec 4's additions. The campaign's options (the create form's
 * settings: auto-withdraw, email lookup, …) are spread onto it, so it is an open object.
 */
export const ZCampaignResponse = z.looseObject({
  id: z.string(),
  userId: z.string(),
  teamId: z.string(),
  name: z.string(),
  category: ZCategory,
  campaignType: z.string(),
  searchUrl: z.string().nullable(),
  searchParameters: z.unknown(),
  isLinkedinOnly: z.boolean(),
  isSearchEnded: z.boolean(),
  /** Searches added after the campaign's own (POST /lead-sources; OURS). */
  addedSourcesCount: z.number(),
  isRemoved: z.boolean(),
  status: ZStatus,
  /** The list tab it shows under (a running campaign paused by the user is `paused`). */
  listStatus: ZStatus,
  runState: z.enum(runStates),
  ignoredLeadsCount: z.number(),
  touchSequence: z.object({ sequence: z.array(z.looseObject({ type: z.string() })) }),
  numOfTouches: z.number(),
  customSnippets: z.unknown(),
  /** An interactive campaign's answers to its questions; absent on other campaigns. */
  interactiveAnswers: ZInteractiveAnswers.optional(),
  csvColumns: z.array(z.string()),
  maxSearchAmount: z.number().nullable(),
  couldNotVerifyLeads: z.number(),
  pendingLeads: z.number(),
  numberOfPendingLeads: z.number(),
  leadsCount: z.number(),
  viewedLeadsCount: z.number(),
  requestedLeadsCount: z.number(),
  connectedLeadsCount: z.number(),
  messagedLeadsCount: z.number(),
  followedUpLeadsCount: z.number(),
  repliesCount: z.number(),
  emailedCount: z.number(),
  xMessagedCount: z.number(),
  xFollowedCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
});

/** A CSV file's per-row report (at most the first rows of the file are detailed). */
export const ZCsvReportResponse = z.object({
  added: z.number(),
  duplicate: z.number(),
  invalid: z.number(),
  rows: z.array(
    z.object({
      row: z.number(),
      status: z.string(),
      reason: z.string().optional(),
      profileUrl: z.string().optional(),
      name: z.string().optional(),
    }),
  ),
  columns: z.array(z.string()),
});

/** A campaign created from (or given more leads by) a CSV file: the campaign plus the file's report. */
export const ZCampaignWithCsvResponse = ZCampaignResponse.extend({ csv: ZCsvReportResponse.optional() });

/** POST /campaigns/{id}/audience/connections: the campaign and what became of each connection named. */
export const ZConnectionsAudienceResponse = ZCampaignResponse.extend({
  connections: z.object({
    added: z.number(),
    duplicate: z.number(),
    excluded: z.number(),
    notFound: z.number(),
  }),
});

/** GET /campaigns: a page of campaigns, `total` from the tab counters. */
export const ZCampaignListResponse = z.object({
  total: z.number(),
  campaigns: z.array(ZCampaignResponse),
  nextCursor: z.string().nullable(),
});

/** GET /campaigns/counts: how many campaigns each list tab holds. */
export const ZCampaignCountsResponse = z.object({
  active: z.number(),
  paused: z.number(),
  draft: z.number(),
  archived: z.number(),
  total: z.number(),
});

/** One activity item as spec 3 §3 names its fields. */
export const ZActivityItemResponse = z.object({
  id: z.string(),
  createdAt: z.string(),
  msgCreatedAt: z.string(),
  description: z.string(),
  label: z.string().nullable(),
  message: z.string().nullable(),
  campaignId: z.string(),
  campaignName: z.string().nullable(),
  campaignStatus: z.string().nullable(),
  isCampaignRemoved: z.boolean(),
  isLeadRemoved: z.boolean(),
  objectUrn: z.string().nullable(),
  leadId: z.string(),
  touchIndex: z.number().nullable(),
  /** The lead's person as it was when the action happened. */
  person: z.record(z.string(), z.unknown()).nullable(),
  sentEmailLead: z.null(),
  /**
   * Ours (issue #9): the member whose LinkedIn account acted (id and name as the Senders card shows
   * it); null when unknown (a rotated campaign's row recorded before senders were, or no LinkedIn account acted).
   */
  sender: ZLeadSenderResponse.nullable(),
});

/** GET /campaigns/activity and /campaigns/{id}/actions: `total` null when no counter counts the filter. */
export const ZActivityListResponse = z.object({
  total: z.number().nullable(),
  actions: z.array(ZActivityItemResponse),
  nextCursor: z.string().nullable(),
  /** Ours (issue #9): a row of the page comes from a campaign that rotates senders (the SPA shows the Sender column). */
  rotates: z.boolean(),
});

/** GET /campaigns/dashboard: the period's stats and a page of the campaigns' figures. */
export const ZDashboardResponse = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  stats: z.object({
    invitesSent: z.number(),
    invitesAccepted: z.number(),
    invitesAcceptedPercent: z.number(),
    messages: z.number(),
    replies: z.number(),
    repliesPercent: z.number(),
    profileViews: z.number(),
    greetings: z.number(),
  }),
  campaigns: z.object({
    total: z.number(),
    items: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        category: ZCategory,
        contacts: z.number(),
        days: z.number(),
        steps: z.number(),
        actions: z.number(),
        replies: z.number(),
      }),
    ),
    nextCursor: z.string().nullable(),
  }),
});

/** DELETE /campaigns/{id}. */
export const ZCampaignDeletedResponse = z.object({ id: z.string(), deleted: z.literal(true) });

/** GET /campaigns/{id}/progress (OURS). */
export const ZCampaignProgressResponse = z.object({
  id: z.string(),
  leadsCount: z.number(),
  finished: z.number(),
  inProgress: z.number(),
  waitingPerStep: z.array(z.number()),
  progress: z.number(),
});

/** GET /campaigns/{id}/activity/chart: the last 30 days keyed by date, counts per filter label. */
export const ZActivityChartResponse = z.object({
  labels: z.array(z.string()),
  days: z.record(
    z.string(),
    z.object({ label: z.string(), total: z.number(), counts: z.record(z.string(), z.number()) }),
  ),
});

/** GET /campaigns/replies (spec 3 §7, spec 4). */
export const ZRepliesResponse = z.object({
  total: z.number().nullable(),
  replies: z.array(
    z.object({
      id: z.string(),
      personKey: z.string(),
      person: z.record(z.string(), z.unknown()).nullable(),
      entityUrn: z.string().nullable(),
      message: z.string().nullable(),
      conversationUrn: z.string().nullable(),
      createdAt: z.string(),
      msgCreatedAt: z.string(),
      isExcluded: z.boolean(),
      isReturnToCampaign: z.boolean(),
      campaignId: z.string(),
      campaignName: z.string().nullable(),
      leadStatus: z.string().nullable(),
      description: z.string(),
      campaignStatus: z.string().nullable(),
      isCampaignRemoved: z.boolean(),
      isLeadRemoved: z.boolean(),
    }),
  ),
  nextCursor: z.string().nullable(),
});

/** GET /campaigns/statistics: spec 3 §3's per-period counts. */
export const ZStatisticsResponse = z.object({
  connected: z.number(),
  connectRequests: z.number(),
  responded: z.number(),
  messages: z.number(),
  inmails: z.number(),
  respondedInMails: z.number(),
  eventMessages: z.number(),
  emailsBounced: z.number(),
  groupMessages: z.number(),
  viewed: z.number(),
  followUp: z.number(),
  emails: z.number(),
  emailsReplies: z.number(),
  leadsFound: z.number(),
  views: z.number(),
  withdrawals: z.number(),
});

/** GET /campaigns/grouped (spec 4): `[{ category, campaigns: [{ id, name }] }]`. */
export const ZGroupedCampaignsResponse = z.array(
  z.object({ category: ZCategory, campaigns: z.array(z.object({ id: z.string(), name: z.string() })) }),
);

/** GET /campaigns/search-list: the pickers' campaigns. */
export const ZSearchListResponse = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    category: ZCategory,
    campaignType: z.string(),
    status: ZStatus,
  }),
);

/** GET /campaigns/{id}/sequence-progress (OURS): per step, how many leads wait, run or are past it. */
export const ZSequenceProgressResponse = z.object({
  id: z.string(),
  leadsCount: z.number(),
  ignored: z.number(),
  steps: z.array(
    z.object({
      index: z.number(),
      type: z.string(),
      waiting: z.number(),
      inProgress: z.number(),
      done: z.number(),
      /** A Condition step (issue #9): how many leads took its YES and its NO path. */
      yes: z.number().optional(),
      no: z.number().optional(),
    }),
  ),
});

/**
 * A campaign's lead source (spec 3 §3): its own search or CSV (id = the campaign's id), or a search
 * added later (POST /lead-sources). `isInitial` tells them apart (OURS).
 */
export const ZLeadSourceResponse = z.object({
  id: z.string(),
  searchType: z.string(),
  searchUrl: z.string().nullable(),
  searchParameters: z.unknown(),
  isSearchEnded: z.boolean(),
  canRestart: z.boolean(),
  isInitial: z.boolean(),
  createdAt: z.string(),
});

/** GET /lead-sources/campaign/{id}: the campaign's lead sources, its own first, then the added ones. */
export const ZLeadSourcesResponse = z.array(ZLeadSourceResponse);

/** GET /campaigns/{id}/search-list/ignored (ours): the ignored leads named like the filter. */
export const ZIgnoredSearchListResponse = z.array(z.object({ entityUrn: z.string(), name: z.string() }));
