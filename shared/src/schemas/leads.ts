// Spec 3 §3 (lead and connection filters, request defaults), §5 (export email dialogs),
// §7 (lead calls) and spec 4 (GET /leads/campaign/{id}).
import * as z from 'zod';
import { pagination, sortDefaults } from '../constants/outreach.ts';
import { leadStatuses, leadTypeFilterNames } from '../rules/outreach/leads.ts';
import { zEmail } from './email.ts';
import { pageDepthCheck, ZCursor } from './paging.ts';

export const exportMessages = {
  emailRequired: 'Please enter email',
  emailInvalid: 'Please enter a valid email',
} as const;

/** Export-by-email dialogs: email required, then the email pattern (spec 3 §5). */
export const ZExportEmail = zEmail({
  required: exportMessages.emailRequired,
  invalid: exportMessages.emailInvalid,
  format: 'zod',
});

const page = z.coerce.number().int().min(1).default(pagination.defaultPage);
const perPage = (d: number = pagination.defaultPerPage) =>
  z.coerce.number().int().min(1).max(pagination.maxPerPage).default(d);
const bool = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());
const entityUrns = z.array(z.string().min(1).max(512)).min(1).max(1000);

/** GET /leads/campaign/{id}: page, perPage, type, excludedOnly (spec 4), and our `cursor`. */
export const ZCampaignLeadsQuery = z
  .object({
    page,
    perPage: perPage(),
    type: z.enum(leadTypeFilterNames as [string, ...string[]]).optional(),
    excludedOnly: bool.optional(),
    cursor: ZCursor,
  })
  .refine(...pageDepthCheck);

const list = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
  z.array(z.string().max(255)).max(200),
);
const numericList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
  z.array(z.coerce.number().int()).max(200),
);

/** Multi-value filters become include and exclude lists (spec 3 §3). */
const includeExclude = <T extends z.ZodType>(item: T) =>
  z.object({ include: item.optional(), exclude: item.optional() }).optional();

/** Connection and lead filters (spec 3 §3). */
export const contactFilterFields = {
  isPremium: bool.optional(),
  isOpenLink: bool.optional(),
  email: bool.optional(),
  phone: bool.optional(),
  skype: bool.optional(),
  twitter: bool.optional(),
  isExcluded: bool.optional(),
  search: z.string().max(255).optional(),
  selectedOnly: bool.optional(),
  connectedOnly: bool.optional(),
  firstName: includeExclude(list),
  lastName: includeExclude(list),
  currentTitle: includeExclude(list),
  currentEmployer: includeExclude(list),
  title: includeExclude(list),
  companyName: includeExclude(list),
  countries: includeExclude(list),
  cities: includeExclude(list),
  industryCode: includeExclude(numericList),
  languages: includeExclude(list),
  tags: includeExclude(numericList),
  campaignIds: includeExclude(numericList),
};

/** Lead list request: sortField updatedAt, DESC, plus filters (spec 3 §3). */
export const ZLeadsQuery = z.object({
  page,
  perPage: perPage(),
  sortField: z.string().max(64).default(sortDefaults.leads.sortField),
  sortOrder: z.enum(['ASC', 'DESC']).default(sortDefaults.leads.sortOrder),
  ...contactFilterFields,
});
/** Connection list request: sortField connectedAt, 20 per page (spec 3 §3, §9). */
export const ZConnectionsQuery = z.object({
  page,
  perPage: perPage(pagination.connectionsPerPage),
  sortField: z.string().max(64).default(sortDefaults.connections.sortField),
  sortOrder: z.enum(['ASC', 'DESC']).default(sortDefaults.connections.sortOrder),
  ...contactFilterFields,
});
/** Blacklist: the same defaults with isExcluded true. */
export const ZBlacklistQuery = ZLeadsQuery.extend({ isExcluded: bool.default(true) });

/** Lead edit form (spec 3 §3): firstName, lastName, title (Position), company. */
export const ZLeadEditRequest = z.object({
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  title: z.string().trim().max(255).optional(),
  company: z.string().trim().max(255).optional(),
});

/** The lead columns the edit form changes and "reset column" gives back (spec 3 §7: paths not shown). */
export const leadEditColumns = ['firstName', 'lastName', 'title', 'company'] as const;
export type LeadEditColumn = (typeof leadEditColumns)[number];
/** DELETE /leads/{id}/columns/{column} (OURS: the spec names the call, not its path). */
export const ZLeadColumnParams = z.object({
  id: z.string().min(1).max(512),
  column: z.enum(leadEditColumns, { message: 'Unknown column: use firstName, lastName, title or company' }),
});

/** PATCH /leads/{id}/campaign/{campaignId}/custom-data; DELETE resets it to null. */
export const ZLeadCustomDataRequest = z.object({
  customData: z
    .record(z.string().max(128), z.union([z.string().max(4000), z.number(), z.boolean(), z.null()]))
    // OURS: 50 fields of 4,000 characters keep the lead's item far below DynamoDB's 400 KB.
    .refine((r) => Object.keys(r).length <= 50, 'Too many custom fields (at most 50)'),
});

export const ZEntityUrnsRequest = z.object({ entityUrns });
export const ZExcludeLeadsRequest = z.object({ entityUrns, exclude: z.boolean() });
export const ZSetTagsRequest = z.object({ tagIds: z.array(z.coerce.number().int()).max(100) });
export const ZAddTagsRequest = z.object({
  entityUrns,
  tagIds: z.array(z.coerce.number().int()).min(1).max(100),
});
export const ZNotesRequest = z.object({ notes: z.string().max(10_000) });

/** POST /leads/csv and /connections/csv {receiverEmail, entityUrns, …}. */
export const ZExportContactsRequest = z.object({
  receiverEmail: ZExportEmail,
  entityUrns: z.array(z.string().max(512)).max(100_000).optional(),
  blacklist: z.boolean().optional(),
  exportAll: z.boolean().optional(),
});

// Lead drawer query values (spec 3 §2): in constants/outreach.ts, so the SPA reads them without zod.
export { leadDrawerTabs } from '../constants/outreach.ts';

// ---- Answers (issue #15). Each describes what the handler returns; the integration tests check every
// successful answer against its route's schema.

/** A tag chip on a lead or connection row: `{ id, tag, color }`. */
export const ZTagChipResponse = z.object({ id: z.number(), tag: z.string(), color: z.string() });

/** The spec 3 §3 Person of a lead (what the bot scraped or the CSV gave; contact fields hidden as null). */
export const ZLeadPersonResponse = z.looseObject({
  key: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  headline: z.string().nullable().optional(),
  currentTitle: z.string().nullable().optional(),
  currentEmployer: z.string().nullable().optional(),
  location: z.string().nullable().optional(),
  industryName: z.string().nullable().optional(),
  picture: z.string().nullable().optional(),
  linkedInHandle: z.string(),
  linkedInUrn: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
});

/** A lead of a campaign as spec 4 shows it. */
export const ZLeadResponse = z.object({
  id: z.string(),
  entityUrn: z.string(),
  status: z.enum(leadStatuses),
  exclusionReason: z.string().nullable(),
  conversationUrn: z.string().nullable(),
  isReturnToCampaign: z.boolean(),
  isExcluded: z.boolean(),
  nextTouchIndex: z.number(),
  /** Ours: where the lead is in its sequence (scheduled, in-flight, awaiting-accept, messaged, replied, done). */
  stage: z.string(),
  nextDueAt: z.string().nullable(),
  actionDescription: z.string().nullable(),
  lastActionAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  customData: z.record(z.string(), z.unknown()).nullable(),
  csvColumns: z.record(z.string(), z.unknown()).nullable(),
  person: ZLeadPersonResponse,
});

/** A lead row of the CRM: the campaign lead plus its campaign, owner and tags. */
export const ZCrmLeadResponse = ZLeadResponse.extend({
  campaignId: z.string(),
  campaignName: z.string().nullable(),
  isCampaignRemoved: z.boolean(),
  ownerId: z.string(),
  connectedAt: z.string().nullable(),
  repliedAt: z.string().nullable(),
  tags: z.array(ZTagChipResponse),
});

/**
 * Ours (issue #9): the team member whose LinkedIn account works a lead: the id and display name of
 * the member, never the account's credentials or session.
 */
export const ZLeadSenderResponse = z.object({ id: z.string(), name: z.string() });

/**
 * A campaign lead plus its sender (ours, issue #9): the campaign's owner, or in a rotated campaign the
 * sender settled at the lead's first step; null while a rotated campaign's lead has none yet.
 */
export const ZCampaignLeadResponse = ZLeadResponse.extend({ sender: ZLeadSenderResponse.nullable() });

/** GET /leads/campaign/{id} and …/ignored: a page of the campaign's leads (`total` null when none counts it). */
export const ZCampaignLeadsResponse = z.object({
  total: z.number().nullable(),
  leads: z.array(ZCampaignLeadResponse),
  nextCursor: z.string().nullable(),
  /** Ours (issue #9): the campaign rotates through chosen senders, so the SPA shows the Sender column. */
  rotates: z.boolean(),
});

/** GET /leads/campaign/{id}/statuses: spec 4's counters. */
export const ZLeadStatusesResponse = z.object({
  leadsCount: z.number(),
  repliesCount: z.number(),
  viewedLeadsCount: z.number(),
  requestedLeadsCount: z.number(),
  connectedLeadsCount: z.number(),
  followedUpLeadsCount: z.number(),
  invitesPendingCount: z.number(),
  messagedLeadsCount: z.number(),
  inmailedLeadsCount: z.number(),
  /** X steps (issue #13): leads sent an X DM, and leads followed on X. */
  xMessagedLeadsCount: z.number(),
  xFollowedLeadsCount: z.number(),
});

/** GET /leads, POST /leads, GET /leads/replied: a page of CRM leads. */
export const ZCrmLeadsResponse = z.object({
  total: z.number().nullable(),
  leads: z.array(ZCrmLeadResponse),
  nextCursor: z.string().nullable(),
});

/** GET /leads/{id}: a person's leads across the team's campaigns, newest first. */
export const ZLeadInfoResponse = z.object({
  lead: ZCrmLeadResponse,
  person: ZLeadPersonResponse,
  /** Columns the user edited (the edit form offers to reset each to the value LinkedIn showed). */
  editedColumns: z.array(z.enum(leadEditColumns)),
  tags: z.array(ZTagChipResponse),
  userNetwork: z.object({
    degree: z.number().nullable(),
    notes: z.string().nullable(),
    isExcluded: z.boolean(),
    conversationId: z.string().nullable(),
  }),
  campaigns: z.array(ZCrmLeadResponse),
});

/** POST /leads/csv and /connections/csv: the export is mailed; `rows` is how many it holds. */
export const ZExportCsvResponse = z.object({ status: z.literal('success'), rows: z.number() });

/** PUT /leads/{id}/set-tags: the lead's tags now. */
export const ZLeadTagsResponse = z.object({ tags: z.array(ZTagChipResponse) });

/** PUT /leads/{id}/create-set-tag: the new tag and the lead's tags now. */
export const ZCreateSetTagResponse = z.object({ tag: ZTagChipResponse, tags: z.array(ZTagChipResponse) });

/** GET /leads/{id}/campaign/{campaignId}/actions: the lead's last 100 activities, newest first. */
export const ZLeadActionsResponse = z.object({
  actions: z.array(
    z.object({
      id: z.string(),
      description: z.string(),
      message: z.string().nullable(),
      createdAt: z.string(),
      campaignId: z.string(),
      campaignName: z.string().nullable(),
    }),
  ),
  total: z.number(),
});

/** PATCH /leads/campaign/{id}/skip. */
export const ZSkipLeadsResponse = z.object({
  skipped: z.number(),
  ignoredLeadsCount: z.number(),
  campaignId: z.string(),
});
/** PATCH /leads/campaign/{id}/return. */
export const ZReturnLeadsResponse = z.object({ returned: z.number() });
/** DELETE /leads/campaign/{id}/ignored and …/ignored/all. */
export const ZDeletedLeadsResponse = z.object({ deleted: z.number() });

// Session 9 (issue #10): the remaining /leads calls of spec 3 §7.

/**
 * PATCH /leads/{entityUrn}: the lead edit form (firstName, lastName, title shown as Position, company)
 * and the notes (1st-degree connections only); at least one field.
 */
export const ZUpdateLeadRequest = ZLeadEditRequest.extend({
  notes: z.string().max(10_000, 'Notes may hold at most 10,000 characters').optional(),
}).refine((r) => Object.values(r).some((v) => v !== undefined), 'Nothing to update');
/** PATCH /leads/{id}/tags {tagIds}: takes these tags off the person's leads (a chip's delete). */
export const ZRemoveLeadTagsRequest = z.object({ tagIds: z.array(z.coerce.number().int()).min(1).max(100) });
/** PATCH /leads/return-to-campaign {entityUrns}: person keys or entity URNs. */
export const ZReturnToCampaignRequest = z.object({ entityUrns });
/** PATCH /leads/return-to-campaign: leads put back, across how many campaigns. */
export const ZReturnToCampaignResponse = z.object({ returned: z.number(), campaigns: z.number() });
/** GET /leads/campaign/{id}/all: the same filters as the paged list, without paging. */
export const ZAllCampaignLeadsQuery = z.object({
  type: z.enum(leadTypeFilterNames as [string, ...string[]]).optional(),
  excludedOnly: bool.optional(),
});
/** GET /leads/campaign/{id}/all: every matching lead of the campaign, light rows (for "select all"). */
export const ZAllCampaignLeadsResponse = z.object({
  total: z.number(),
  leads: z.array(
    z.object({
      id: z.string(),
      entityUrn: z.string().nullable(),
      name: z.string(),
      status: z.string(),
      isExcluded: z.boolean(),
    }),
  ),
});
