// Spec 3 §3 campaign and sequence step fields, §5 validation, §7 campaign calls; spec 4
// `POST /campaigns/audience` body.
import * as z from 'zod';
import {
  connectMessageMaxLength,
  maxSearchAmountLimit,
  nameMaxLength,
  searchQueryMaxBooleanOperators,
} from '../constants/outreach.ts';
import {
  type CampaignType,
  campaignCategories,
  campaignStatuses,
  campaignTypes,
  parseCampaignCategory,
  runStates,
} from '../rules/outreach/campaigns.ts';
import { peopleSearchUrl } from '../rules/outreach/people-search-url.ts';
import { stepNotInCategory } from '../rules/outreach/sequence.ts';
import {
  isCompanyUrl,
  isEventUrl,
  isGroupUrl,
  isNewsletterUrl,
  isPeopleSearchUrl,
  isPostUrl,
  isRecruiterSearchUrl,
  isSalesNavigatorSearchUrl,
  linkedinUrlMessages,
} from './linkedin-urls.ts';
import { pageDepthCheck, ZCursor } from './paging.ts';
import { sequenceMessages, ZSequenceSteps } from './sequence.ts';

export const campaignMessages = {
  ...sequenceMessages,
  booleanOperators: 'Please use less than 5 boolean operators (eg. OR, AND, etc.) in your search.',
  name: 'Please enter a campaign name',
  restartNothingSelected: 'Please select at least one lead source',
  /** OURS: a URL sent with a campaign type that takes none. */
  urlNotExpected: 'This campaign type does not take a URL',
  /** A search from filters that names none (OURS): it would collect anyone. */
  noSearchFilters: 'Please enter keywords or at least one filter for the search',
} as const;

/**
 * Boolean operators (OR, AND, NOT; upper case, as LinkedIn reads them) in a search query,
 * outside double-quoted phrases.
 *
 * @example
 * countBooleanOperators('cto OR cfo AND "research and development"') // 2
 */
export function countBooleanOperators(query: string): number {
  const outsideQuotes = query.replace(/"[^"]*"/g, ' ');
  return (outsideQuotes.match(/\b(AND|OR|NOT)\b/g) ?? []).length;
}

/** Search keywords: at most 5 boolean operators (spec 3 §5). */
export const ZSearchQuery = z
  .string()
  .max(2000)
  .refine(
    (q) => countBooleanOperators(q) <= searchQueryMaxBooleanOperators,
    campaignMessages.booleanOperators,
  );

/** A connect (invite) message: at most 280 characters (spec 3 §5). */
export const ZConnectMessage = z.string().max(connectMessageMaxLength, campaignMessages.connectTooLong);

/** A campaign category, accepting 'multi-channel'. */
export const ZCampaignCategory = z.preprocess(
  (v) => (typeof v === 'string' ? (parseCampaignCategory(v) ?? v) : v),
  z.enum(campaignCategories),
);
export const ZCampaignType = z.enum(campaignTypes);
export const ZCampaignStatus = z.enum(campaignStatuses);
export const ZRunState = z.enum(runStates);

// The sequence's own schemas live in sequence.ts (templates carry a sequence without a campaign).
export {
  sequenceMaxBytes,
  sequenceMaxSteps,
  sequenceTooLargeMessage,
  type TSequenceStep,
  ZSequenceStep,
  ZSequenceSteps,
} from './sequence.ts';

export const ZTouchSequence = z.object({ sequence: ZSequenceSteps });
/** PATCH /campaigns/{id}/sequence. */
export const ZUpdateSequenceRequest = z.object({ touchSequence: ZTouchSequence });

// ── Campaign creation: POST /campaigns/audience (spec 4) ──────────────────────────────

const booleans = <K extends string>(keys: readonly K[]) =>
  z.object(
    Object.fromEntries(keys.map((k) => [k, z.boolean().optional()])) as Record<
      K,
      z.ZodOptional<z.ZodBoolean>
    >,
  );

const stringList = z.array(z.union([z.string().max(512), z.number().int()])).max(500);

export const ZSearchParameters = z.object({
  keywords: ZSearchQuery.optional(),
  connections: booleans(['first', 'second', 'third'] as const).optional(),
  profileLanguages: booleans([
    'english',
    'french',
    'spanish',
    'portuguese',
    'russian',
    'polish',
  ] as const).optional(),
  specifyKeywords: z
    .object({
      firstName: ZSearchQuery.optional(),
      lastName: ZSearchQuery.optional(),
      title: ZSearchQuery.optional(),
      company: ZSearchQuery.optional(),
      school: ZSearchQuery.optional(),
    })
    .optional(),
  industries: stringList.optional(),
  currentCompanies: stringList.optional(),
  pastCompanies: stringList.optional(),
  schools: stringList.optional(),
  locations: stringList.optional(),
  companyPublicIdentifier: z.string().max(512).optional(),
  eventUrl: z.string().max(2048).optional(),
});

/** Which URL check a campaign type's search URL must pass (OURS where the spec is silent). */
const urlRuleByType: Partial<Record<CampaignType, { check: (u: string) => boolean; message: string }>> = {
  'linkedin search': { check: isPeopleSearchUrl, message: linkedinUrlMessages.peopleSearch },
  'sales navigator search': {
    check: isSalesNavigatorSearchUrl,
    message: linkedinUrlMessages.salesNavigatorSearch,
  },
  'sales navigator saved search': {
    check: isSalesNavigatorSearchUrl,
    message: linkedinUrlMessages.salesNavigatorSearch,
  },
  'recruiter search': { check: isRecruiterSearchUrl, message: linkedinUrlMessages.recruiterSearch },
  'linkedin post': { check: isPostUrl, message: linkedinUrlMessages.post },
  'advertisement post': { check: isPostUrl, message: linkedinUrlMessages.post },
  event: { check: isEventUrl, message: linkedinUrlMessages.event },
  group: { check: isGroupUrl, message: linkedinUrlMessages.group },
  company: { check: isCompanyUrl, message: linkedinUrlMessages.company },
  newsletter: { check: isNewsletterUrl, message: linkedinUrlMessages.newsletter },
};

/** Whether a campaign type's audience is a URL (or the parameters some types take instead). */
export const takesAudienceUrl = (campaignType: CampaignType | string): boolean =>
  campaignType in urlRuleByType;

/**
 * Why a campaign type's audience (its search URL, or the parameters some types take instead) is
 * refused, or null when it fits: the one rule of POST /campaigns/audience and PATCH /campaigns/{id}/audience.
 *
 * @example
 * audienceUrlIssue('group', { searchUrl: 'https://www.linkedin.com/feed/' })
 * // { path: ['searchUrl'], message: 'Please use a valid LinkedIn group URL' } (the group rule's text)
 */
export function audienceUrlIssue(
  campaignType: CampaignType,
  v: { searchUrl?: string; salesNavigatorUrl?: string; searchParameters?: z.infer<typeof ZSearchParameters> },
): { path: (string | number)[]; message: string } | null {
  const rule = urlRuleByType[campaignType];
  if (!rule) {
    // A type without a URL rule takes no URL: nothing unchecked may reach the bot (OURS).
    for (const field of ['searchUrl', 'salesNavigatorUrl'] as const)
      if (v[field]) return { path: [field], message: campaignMessages.urlNotExpected };
    return null;
  }
  const field = v.salesNavigatorUrl ? 'salesNavigatorUrl' : 'searchUrl';
  const url = v.salesNavigatorUrl || v.searchUrl;
  if (campaignType === 'event' && !url && v.searchParameters?.eventUrl) {
    return isEventUrl(v.searchParameters.eventUrl)
      ? null
      : { path: ['searchParameters', 'eventUrl'], message: rule.message };
  }
  if (campaignType === 'company' && !url && v.searchParameters?.companyPublicIdentifier) return null;
  // Searches built from parameters carry no URL: the server builds it (peopleSearchUrl).
  if (campaignType === 'linkedin search' && !url && v.searchParameters)
    return peopleSearchUrl(v.searchParameters)
      ? null
      : { path: ['searchParameters'], message: campaignMessages.noSearchFilters };
  if (!url || !rule.check(url)) return { path: [field], message: rule.message };
  return null;
}

/**
 * POST /campaigns/audience (spec 4's body). A blank or default 'Campaign draft (n)' name is
 * allowed (the server names the draft). The search URL (`searchUrl` or `salesNavigatorUrl`)
 * must fit the campaign type.
 *
 * @example
 * ZCreateCampaignRequest.parse({ category: 'linkedin', campaignType: 'linkedin search',
 *   searchUrl: 'https://www.linkedin.com/search/results/people/?keywords=cto',
 *   touchSequence: { sequence: [defaultStep('LI Connect', 0)] } })
 */
export const ZCreateCampaignRequest = z
  .object({
    name: z.string().trim().max(nameMaxLength).optional(),
    category: ZCampaignCategory,
    campaignType: ZCampaignType,
    searchParameters: ZSearchParameters.optional(),
    searchUrl: z.string().trim().max(4096).optional(),
    salesNavigatorUrl: z.string().trim().max(4096).optional(),
    touchSequence: ZTouchSequence.optional(),
    excludeNoPhotos: z.boolean().optional(),
    premiumOnly: z.boolean().optional(),
    openLinkOnly: z.boolean().optional(),
    excludeInvitedProfiles: z.boolean().optional(),
    maxSearchAmount: z.number().int().min(1).max(maxSearchAmountLimit).optional(),
    autoApproveLeads: z.boolean().optional(),
    getNewLeads: z.boolean().optional(),
    isLinkedinOnly: z.boolean().optional(),
    includeMessageOnly: z.boolean().optional(),
    noFirstConnections: z.boolean().optional(),
    retargetLeads: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    const wrongStep = v.touchSequence && stepNotInCategory(v.category, v.touchSequence.sequence);
    if (wrongStep)
      ctx.addIssue({
        code: 'custom',
        path: ['touchSequence', 'sequence'],
        message: wrongStep,
      });
    const issue = audienceUrlIssue(v.campaignType, v);
    if (issue) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
export type TCreateCampaignRequest = z.infer<typeof ZCreateCampaignRequest>;

// ── Other campaign calls (spec 3 §7) ──────────────────────────────────────────────────

/** GET /campaigns: the spec's list params plus our `cursor` (a page's `nextCursor`). */
export const ZCampaignListQuery = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    perPage: z.coerce.number().int().min(1).max(500).default(25),
    sortField: z.enum(['createdAt', 'name', 'updatedAt']).default('createdAt'),
    sortOrder: z.enum(['ASC', 'DESC']).default('DESC'),
    category: ZCampaignCategory.optional(),
    status: ZCampaignStatus.optional(),
    cursor: ZCursor,
  })
  .refine(...pageDepthCheck);

export const ZRunStateRequest = z.object({ runState: ZRunState });
export const ZArchiveRequest = z.object({ toArchive: z.boolean() });
export const ZCampaignNameRequest = z.object({
  name: z.string().trim().min(1, campaignMessages.name).max(nameMaxLength),
});
/** PATCH /campaigns/{id}/restart-search: something must be selected (spec 3 §4). */
export const ZRestartSearchRequest = z
  .object({
    restartCampaign: z.boolean().default(false),
    leadSourceIds: z
      .array(z.union([z.number().int(), z.string().max(64)]))
      .max(100)
      .default([]),
  })
  .refine((v) => v.restartCampaign || v.leadSourceIds.length > 0, campaignMessages.restartNothingSelected);
