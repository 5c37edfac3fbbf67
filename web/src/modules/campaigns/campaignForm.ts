import type { FeatureKey } from '@outreach/shared/plans/features';
import type { CampaignType } from '@outreach/shared/rules/outreach/campaigns';
import { peopleSearchUrl } from '@outreach/shared/rules/outreach/people-search-url';
import {
  defaultStep,
  type SequenceStep,
  type StepType,
  stepFeatureKey,
  stepTypesByCategory,
} from '@outreach/shared/rules/outreach/sequence';
import {
  linkedinFromLoopback,
  type TCreateAudienceRequest,
} from '@outreach/shared/schemas/campaign-audience';
import {
  audienceUrlIssue,
  ZCreateCampaignRequest,
  ZSearchParameters,
  ZTouchSequence,
} from '@outreach/shared/schemas/campaigns';
import * as z from 'zod';

/**
 * Where a LinkedIn, InMail or multichannel campaign finds its leads: a search URL of one of
 * LinkedIn's products (people search, Sales Navigator search or saved search, Recruiter search), a
 * people search built from filters (spec 4's `searchParameters`), or a CSV of profile URLs.
 */
export const leadSources = [
  'search',
  'filters',
  'sales-navigator',
  'sales-navigator-saved',
  'recruiter',
  'csv',
] as const;
export type LeadSource = (typeof leadSources)[number];
export type UrlLeadSource = Exclude<LeadSource, 'csv' | 'filters'>;

/**
 * Per URL source: the campaign type the server takes (spec 3 §2), the body field its URL goes in
 * (spec 4: `salesNavigatorUrl` for Sales Navigator and Recruiter), and the plan feature it needs
 * (spec 1 §1: Sales Navigator URL campaigns are Premium; Recruiter searches too, OURS).
 */
export const urlSourceRules: Record<
  UrlLeadSource,
  { campaignType: CampaignType; field: 'searchUrl' | 'salesNavigatorUrl'; feature: FeatureKey | null }
> = {
  search: { campaignType: 'linkedin search', field: 'searchUrl', feature: null },
  'sales-navigator': {
    campaignType: 'sales navigator search',
    field: 'salesNavigatorUrl',
    feature: 'salesNavigatorUrl',
  },
  'sales-navigator-saved': {
    campaignType: 'sales navigator saved search',
    field: 'salesNavigatorUrl',
    feature: 'salesNavigatorUrl',
  },
  recruiter: { campaignType: 'recruiter search', field: 'salesNavigatorUrl', feature: 'salesNavigatorUrl' },
};

/** Whether the plan's features allow a lead source (the CSV and people search are open to all plans). */
export function leadSourceAllowed(source: LeadSource, features: ReadonlySet<FeatureKey>): boolean {
  if (source === 'csv' || source === 'filters') return true;
  const feature = urlSourceRules[source].feature;
  return feature === null || features.has(feature);
}

/**
 * Why a URL does not fit a source, in the server's own words (shared `audienceUrlIssue`, after the
 * local sandbox's loopback host is read as www.linkedin.com), or null when it fits.
 *
 * @example
 * urlSourceIssue('sales-navigator', 'https://www.linkedin.com/search/results/people/?keywords=cto')
 * // 'Please use a valid Linkedin sales navigator URL.'
 */
export function urlSourceIssue(source: UrlLeadSource, url: string): string | null {
  const rule = urlSourceRules[source];
  const issue = audienceUrlIssue(rule.campaignType, { [rule.field]: linkedinFromLoopback(url.trim()) });
  return issue?.message ?? null;
}

/** A filter value LinkedIn knows by id (a place, company, industry or school), as its typeahead named it. */
const ZFilterPick = z.object({ id: z.string(), name: z.string() });
export type FilterPick = z.infer<typeof ZFilterPick>;

/** The filters that take LinkedIn ids (GET /search/autocomplete finds them), by spec 4's field. */
export const idFilters = [
  ['locations', 'GEO', 'Locations'],
  ['currentCompanies', 'COMPANY', 'Current companies'],
  ['pastCompanies', 'COMPANY', 'Past companies'],
  ['industries', 'INDUSTRY', 'Industries'],
  ['schools', 'SCHOOL', 'Schools'],
] as const;
export type IdFilter = (typeof idFilters)[number][0];

/**
 * The "Search from filters" fields: spec 4's keywords, connection degrees, keyword fields and the
 * filters that take LinkedIn ids.
 */
export const ZSearchFilters = z.object({
  locations: z.array(ZFilterPick).optional(),
  currentCompanies: z.array(ZFilterPick).optional(),
  pastCompanies: z.array(ZFilterPick).optional(),
  industries: z.array(ZFilterPick).optional(),
  schools: z.array(ZFilterPick).optional(),
  keywords: z.string(),
  first: z.boolean(),
  second: z.boolean(),
  third: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  company: z.string(),
  school: z.string(),
});
export type SearchFilters = z.infer<typeof ZSearchFilters>;

/** Spec 4's `searchParameters` for the filters (blank fields left out). */
export function toSearchParameters(f: SearchFilters): z.infer<typeof ZSearchParameters> {
  const specifyKeywords = Object.fromEntries(
    (['firstName', 'lastName', 'title', 'company', 'school'] as const)
      .map((k) => [k, f[k].trim()] as const)
      .filter(([, v]) => v),
  );
  const ids = Object.fromEntries(
    idFilters.map(([key]) => [key, (f[key] ?? []).map((p) => p.id)] as const).filter(([, v]) => v.length > 0),
  );
  return {
    ...(f.keywords.trim() ? { keywords: f.keywords.trim() } : {}),
    connections: { first: f.first, second: f.second, third: f.third },
    ...(Object.keys(specifyKeywords).length ? { specifyKeywords } : {}),
    ...ids,
  };
}

/**
 * Why the filters make no search, in the server's words (its search-query rule, or
 * 'Please enter keywords or at least one filter for the search'), or null when they do.
 */
export function searchFiltersIssue(f: SearchFilters): string | null {
  const searchParameters = toSearchParameters(f);
  const issue = audienceUrlIssue('linkedin search', { searchParameters });
  if (issue) return issue.message;
  const parsed = ZSearchParameters.safeParse(searchParameters);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** The people search the filters describe, as the server builds it (null when they name no filter). */
export const filtersSearchUrl = (f: SearchFilters) => peopleSearchUrl(toSearchParameters(f));

export const emptySearchFilters = (): SearchFilters => ({
  keywords: '',
  first: false,
  second: true,
  third: true,
  firstName: '',
  lastName: '',
  title: '',
  company: '',
  school: '',
});

/** The server's own text when a CSV campaign comes without a file (schemas/campaign-audience). */
export const csvRequiredMessage = 'Please upload a CSV file';

/** The new LinkedIn campaign form: name, one lead source, and the sequence (shared step schema). */
export const ZLinkedInCampaignForm = z
  .object({
    name: ZCreateCampaignRequest.shape.name,
    source: z.enum(leadSources),
    searchUrl: z.string().trim(),
    filters: ZSearchFilters,
    csvKey: z.string(),
    csvFileName: z.string(),
    touchSequence: ZTouchSequence.extend({
      sequence: ZTouchSequence.shape.sequence.min(1, 'Add at least one step to the sequence'),
    }),
  })
  .superRefine((v, ctx) => {
    if (v.source === 'filters') {
      const issue = searchFiltersIssue(v.filters);
      if (issue) ctx.addIssue({ code: 'custom', path: ['filters', 'keywords'], message: issue });
    }
    const issue = v.source === 'csv' || v.source === 'filters' ? null : urlSourceIssue(v.source, v.searchUrl);
    if (issue) ctx.addIssue({ code: 'custom', path: ['searchUrl'], message: issue });
    if (v.source === 'csv' && !v.csvKey) {
      ctx.addIssue({ code: 'custom', path: ['csvKey'], message: csvRequiredMessage });
    }
  });
export type LinkedInCampaignFormInput = z.input<typeof ZLinkedInCampaignForm>;
export type LinkedInCampaignFormValues = z.output<typeof ZLinkedInCampaignForm>;

/** View → Connect → Message with spec 3 §4's defaults (delay 0 first, 1 day after). */
export function defaultLinkedInSequence(): SequenceStep[] {
  return [defaultStep('LI View', 0), defaultStep('LI Connect', 1), defaultStep('LI Message', 2)];
}

export function emptyLinkedInCampaignForm(): LinkedInCampaignFormInput {
  return {
    name: '',
    source: 'search',
    searchUrl: '',
    filters: emptySearchFilters(),
    csvKey: '',
    csvFileName: '',
    touchSequence: { sequence: defaultLinkedInSequence() },
  };
}

/** Step types a LinkedIn campaign offers; the editor keeps those the plan allows (stepChoicesFor). */
export const linkedInStepChoices = stepTypesByCategory.linkedin;

/** The step types of `choices` the plan's features allow (spec 3 §6: Team and Premium steps). */
export function stepChoicesFor(
  choices: readonly StepType[],
  features: ReadonlySet<FeatureKey>,
): readonly StepType[] {
  return choices.filter((t) => {
    const key = stepFeatureKey(t);
    return key === null || features.has(key);
  });
}

/**
 * The POST /campaigns/audience body (spec 4 + `csvKey`): the source's campaign type with its URL in
 * the source's field, a `linkedin search` with the filters as `searchParameters` (the server builds
 * its URL), or a `csv upload` with the uploaded file's key.
 */
export function toCreateRequest(v: LinkedInCampaignFormValues): TCreateAudienceRequest {
  const base = {
    name: v.name?.trim() || undefined,
    category: 'linkedin' as const,
    touchSequence: v.touchSequence,
  };
  if (v.source === 'csv') return { ...base, campaignType: 'csv upload', csvKey: v.csvKey };
  if (v.source === 'filters')
    return { ...base, campaignType: 'linkedin search', searchParameters: toSearchParameters(v.filters) };
  const rule = urlSourceRules[v.source];
  const url = v.searchUrl.trim();
  return rule.field === 'searchUrl'
    ? { ...base, campaignType: rule.campaignType, searchUrl: url }
    : { ...base, campaignType: rule.campaignType, salesNavigatorUrl: url };
}
