// Spec 3 §3 (lead and connection filters, request defaults), §5 (export email dialogs),
// §7 (lead calls) and spec 4 (GET /leads/campaign/{id}).
import * as z from 'zod';
import { pagination, sortDefaults } from '../constants/outreach.ts';
import { leadTypeFilterNames } from '../rules/outreach/leads.ts';
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

/** Lead drawer query values (spec 3 §2). */
export const leadDrawerTabs = ['personal_details', 'activities', 'messages'] as const;
