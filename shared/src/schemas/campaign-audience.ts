// Campaign calls of spec 3 §7 whose payloads the spec does not show (ours), around the shared
// ZCreateCampaignRequest.
import * as z from 'zod';
import { nameMaxLength, pagination } from '../constants/outreach.ts';
import { addableSourceTypes } from '../rules/outreach/campaigns.ts';
import { ZActivityQuery as ZActivityQueryBase } from './activity-queries.ts';
import { audienceUrlIssue, ZCampaignCategory, ZCreateCampaignRequest, ZTouchSequence } from './campaigns.ts';
import { pageDepthCheck, ZCursor } from './paging.ts';

/** Path parameter `{id}` of campaign and lead calls. */
export const ZCampaignIdParam = z.object({ id: z.string().min(1).max(64) });

/**
 * A URL on a loopback host (the local LinkedIn sandbox, which has LinkedIn's paths) read as the same
 * path on www.linkedin.com, so spec 3 §5's URL rules apply to it; the bot maps linkedin.com back to
 * the site it drives. Other URLs are unchanged.
 *
 * @example
 * linkedinFromLoopback('http://127.0.0.1:4010/search/results/people/?keywords=cto')
 * // 'https://www.linkedin.com/search/results/people/?keywords=cto'
 */
export function linkedinFromLoopback(text: string): string {
  try {
    const u = new URL(text.trim());
    if (!['localhost', '127.0.0.1', '[::1]'].includes(u.hostname)) return text;
    return `https://www.linkedin.com${u.pathname}${u.search}`;
  } catch {
    return text;
  }
}

/** A body's `searchUrl` and `salesNavigatorUrl` read by linkedinFromLoopback (a schema's preprocess). */
function withLinkedInUrls(v: unknown): unknown {
  if (!v || typeof v !== 'object') return v;
  const o = { ...(v as Record<string, unknown>) };
  for (const k of ['searchUrl', 'salesNavigatorUrl']) {
    if (typeof o[k] === 'string') o[k] = linkedinFromLoopback(o[k] as string);
  }
  return o;
}

const ZUploadKey = z.string().trim().min(1, 'Please upload a CSV file').max(1024);

/**
 * POST /campaigns/audience: spec 4's body, plus `csvKey` (an uploaded CSV of profile URLs, from
 * POST /uploads/presigned-url) for a `csv upload` campaign.
 */
export const ZCreateAudienceRequest = z.preprocess(
  withLinkedInUrls,
  ZCreateCampaignRequest.safeExtend({ csvKey: ZUploadKey.optional() }),
);
export type TCreateAudienceRequest = z.infer<typeof ZCreateAudienceRequest>;

/** POST /campaigns/linked-in/audience/csv: a CSV of LinkedIn profile URLs already uploaded to `key`. */
export const ZCsvAudienceRequest = z.object({
  key: ZUploadKey,
  name: z.string().trim().max(nameMaxLength).optional(),
  touchSequence: ZTouchSequence.optional(),
});
export type TCsvAudienceRequest = z.infer<typeof ZCsvAudienceRequest>;

/** GET /campaigns/{id}: `countIgnoredLeads` (spec 3 §7). */
export const ZCampaignGetQuery = z.object({ countIgnoredLeads: z.stringbool().optional() });

/** GET /campaigns/counts: category (spec 3 §7). */
export const ZCampaignCountsQuery = z.object({ category: ZCampaignCategory.optional() });

/** GET /campaigns/{id}/actions: the per-campaign activity table, 50 per page (spec 3 §9). */
export const ZCampaignActionsQuery = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    perPage: z.coerce
      .number()
      .int()
      .min(1)
      .max(pagination.maxPerPage)
      .default(pagination.campaignActivityInboxPerPage),
    cursor: ZCursor,
  })
  .refine(...pageDepthCheck);

/** GET /campaigns/replies: timeFilter, custom dates, perPage (20), sortField date, sortOrder, entityUrns (spec 3 §7). */
export const ZRepliesQuery = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    perPage: z.coerce.number().int().min(1).max(pagination.maxPerPage).default(pagination.repliesPerPage),
    sortField: z.enum(['date', 'createdAt']).default('date'),
    sortOrder: z.enum(['ASC', 'DESC']).default('DESC'),
    timeFilter: ZActivityQueryBase.shape.timeFilter,
    customFromDate: ZActivityQueryBase.shape.customFromDate,
    customToDate: ZActivityQueryBase.shape.customToDate,
    entityUrns: z
      .preprocess(
        (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
        z.array(z.string().max(512)).max(200),
      )
      .optional(),
    campaigns: z
      .preprocess(
        (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
        z.array(z.string().max(64)).max(200),
      )
      .optional(),
    cursor: ZCursor,
  })
  .refine(...pageDepthCheck);
export type TRepliesQuery = z.infer<typeof ZRepliesQuery>;

/** GET /campaigns/statistics: the team's per-period stats (spec 3 §3), by activity time filter. */
export const ZStatisticsQuery = z.object({
  timeFilter: ZActivityQueryBase.shape.timeFilter,
  customFromDate: ZActivityQueryBase.shape.customFromDate,
  customToDate: ZActivityQueryBase.shape.customToDate,
  campaignId: z.string().min(1).max(64).optional(),
});

/** GET /campaigns/search-list (and /connections): campaigns for filter pickers, by name (`filter`). */
export const ZSearchListQuery = z.object({
  filter: z.string().trim().max(255).optional(),
  category: ZCampaignCategory.optional(),
});

/** POST /campaigns/{id}/clone: an optional name for the copy (ours). */
export const ZCloneRequest = z.object({ name: z.string().trim().max(nameMaxLength).optional() });

/**
 * Path of PATCH /campaigns/{id}/{type}/audience/csv (spec 3 §7): `type` names the file's channel as
 * the create calls do (linked-in, email, twitter).
 */
export const ZCsvAudienceParams = ZCampaignIdParam.extend({
  type: z.enum(['linked-in', 'email', 'twitter']),
});
export type TCsvAudienceChannel = z.infer<typeof ZCsvAudienceParams>['type'];

/** PATCH /campaigns/{id}/{type}/audience/csv: another uploaded CSV for a CSV campaign of that channel. */
export const ZCsvAddAudienceRequest = z.object({ key: ZUploadKey });

/** The audience options of spec 4's create body that PATCH /campaigns/{id}/audience may change. */
export const audienceOptionKeys = [
  'excludeNoPhotos',
  'premiumOnly',
  'openLinkOnly',
  'excludeInvitedProfiles',
  'autoApproveLeads',
  'getNewLeads',
  'isLinkedinOnly',
  'includeMessageOnly',
  'noFirstConnections',
  'retargetLeads',
] as const;

/** OURS: PATCH /campaigns/{id}/audience with none of its fields. */
export const audienceUpdateMessages = { nothing: 'Please change the search or one of its options' } as const;

/**
 * PATCH /campaigns/{id}/audience (spec 3 §7 "audience update"; payload not shown): the search part of
 * spec 4's create body (URL or parameters, `maxSearchAmount`, the options). The URL is checked
 * against the stored campaign's type on the server.
 */
export const ZUpdateAudienceRequest = z.preprocess(
  withLinkedInUrls,
  z
    .object({
      searchUrl: ZCreateCampaignRequest.shape.searchUrl,
      salesNavigatorUrl: ZCreateCampaignRequest.shape.salesNavigatorUrl,
      searchParameters: ZCreateCampaignRequest.shape.searchParameters,
      maxSearchAmount: ZCreateCampaignRequest.shape.maxSearchAmount,
      ...Object.fromEntries(audienceOptionKeys.map((k) => [k, z.boolean().optional()])),
    } as {
      searchUrl: typeof ZCreateCampaignRequest.shape.searchUrl;
      salesNavigatorUrl: typeof ZCreateCampaignRequest.shape.salesNavigatorUrl;
      searchParameters: typeof ZCreateCampaignRequest.shape.searchParameters;
      maxSearchAmount: typeof ZCreateCampaignRequest.shape.maxSearchAmount;
    } & Record<(typeof audienceOptionKeys)[number], z.ZodOptional<z.ZodBoolean>>)
    .refine((v) => Object.values(v).some((x) => x !== undefined), audienceUpdateMessages.nothing),
);
export type TUpdateAudienceRequest = z.infer<typeof ZUpdateAudienceRequest>;

/**
 * POST /campaigns/{id}/audience/connections (spec 3 §7): some of the sender's LinkedIn connections
 * (entity URNs or public ids, as the connections table lists them) become leads. OURS: the body.
 */
export const ZConnectionsAudienceRequest = z.object({
  entityUrns: z.array(z.string().trim().min(1).max(256)).min(1).max(1000),
});
export type TConnectionsAudienceRequest = z.infer<typeof ZConnectionsAudienceRequest>;

/**
 * POST /lead-sources (spec 3 §7; body not shown, OURS): another search for a running campaign, in
 * the shape of spec 4's create body (a URL, or for a LinkedIn search its parameters), checked against
 * the source's own type with the same rules (spec 3 §5).
 */
export const ZAddLeadSourceRequest = z.preprocess(
  withLinkedInUrls,
  z
    .object({
      campaignId: ZCampaignIdParam.shape.id,
      searchType: z.enum(addableSourceTypes),
      searchUrl: ZCreateCampaignRequest.shape.searchUrl,
      salesNavigatorUrl: ZCreateCampaignRequest.shape.salesNavigatorUrl,
      searchParameters: ZCreateCampaignRequest.shape.searchParameters,
    })
    .superRefine((v, ctx) => {
      const issue = audienceUrlIssue(v.searchType, v);
      if (issue) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }),
);
export type TAddLeadSourceRequest = z.infer<typeof ZAddLeadSourceRequest>;
