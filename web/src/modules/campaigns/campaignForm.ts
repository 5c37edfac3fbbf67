import type { FeatureKey } from '@outreach/shared/plans/features';
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
import { ZCreateCampaignRequest, ZTouchSequence } from '@outreach/shared/schemas/campaigns';
import { isPeopleSearchUrl, linkedinUrlMessages } from '@outreach/shared/schemas/linkedin-urls';
import * as z from 'zod';

export const leadSources = ['search', 'csv'] as const;
export type LeadSource = (typeof leadSources)[number];

/** The server's own text when a CSV campaign comes without a file (schemas/campaign-audience). */
export const csvRequiredMessage = 'Please upload a CSV file';

/**
 * A people-search URL as the server reads it: the local sandbox's loopback host counts as
 * www.linkedin.com (shared `linkedinFromLoopback`), then spec 3 §5's rule applies.
 *
 * @example
 * isAcceptedSearchUrl('http://127.0.0.1:4010/search/results/people/?keywords=cto') // true
 */
export function isAcceptedSearchUrl(url: string): boolean {
  return isPeopleSearchUrl(linkedinFromLoopback(url));
}

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
    if (v.source === 'search' && !isAcceptedSearchUrl(v.searchUrl)) {
      ctx.addIssue({ code: 'custom', path: ['searchUrl'], message: linkedinUrlMessages.peopleSearch });
    }
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
 * The POST /campaigns/audience body (spec 4 + `csvKey`): a `linkedin search` with its URL, or a
 * `csv upload` with the uploaded file's key.
 */
export function toCreateRequest(v: LinkedInCampaignFormValues): TCreateAudienceRequest {
  const base = {
    name: v.name?.trim() || undefined,
    category: 'linkedin' as const,
    touchSequence: v.touchSequence,
  };
  return v.source === 'search'
    ? { ...base, campaignType: 'linkedin search', searchUrl: v.searchUrl.trim() }
    : { ...base, campaignType: 'csv upload', csvKey: v.csvKey };
}
