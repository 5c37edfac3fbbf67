import type { FeatureKey } from '@outreach/shared/plans/features';
import type { CampaignType } from '@outreach/shared/rules/outreach/campaigns';
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
import { audienceUrlIssue, ZCreateCampaignRequest, ZTouchSequence } from '@outreach/shared/schemas/campaigns';
import * as z from 'zod';

/**
 * Where a LinkedIn, InMail or multichannel campaign finds its leads: a search URL of one of
 * LinkedIn's products (people search, Sales Navigator search or saved search, Recruiter search), or
 * a CSV of profile URLs.
 */
export const leadSources = [
  'search',
  'sales-navigator',
  'sales-navigator-saved',
  'recruiter',
  'csv',
] as const;
export type LeadSource = (typeof leadSources)[number];
export type UrlLeadSource = Exclude<LeadSource, 'csv'>;

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
  if (source === 'csv') return true;
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

/** The server's own text when a CSV campaign comes without a file (schemas/campaign-audience). */
export const csvRequiredMessage = 'Please upload a CSV file';

/** The new LinkedIn campaign form: name, one lead source, and the sequence (shared step schema). */
export const ZLinkedInCampaignForm = z
  .object({
    name: ZCreateCampaignRequest.shape.name,
    source: z.enum(leadSources),
    searchUrl: z.string().trim(),
    csvKey: z.string(),
    csvFileName: z.string(),
    touchSequence: ZTouchSequence.extend({
      sequence: ZTouchSequence.shape.sequence.min(1, 'Add at least one step to the sequence'),
    }),
  })
  .superRefine((v, ctx) => {
    const issue = v.source === 'csv' ? null : urlSourceIssue(v.source, v.searchUrl);
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
 * the source's field, or a `csv upload` with the uploaded file's key.
 */
export function toCreateRequest(v: LinkedInCampaignFormValues): TCreateAudienceRequest {
  const base = {
    name: v.name?.trim() || undefined,
    category: 'linkedin' as const,
    touchSequence: v.touchSequence,
  };
  if (v.source === 'csv') return { ...base, campaignType: 'csv upload', csvKey: v.csvKey };
  const rule = urlSourceRules[v.source];
  const url = v.searchUrl.trim();
  return rule.field === 'searchUrl'
    ? { ...base, campaignType: rule.campaignType, searchUrl: url }
    : { ...base, campaignType: rule.campaignType, salesNavigatorUrl: url };
}
