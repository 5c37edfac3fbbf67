import type { FeatureKey } from '@outreach/shared/plans/features';
import type { CampaignType } from '@outreach/shared/rules/outreach/campaigns';
import {
  linkedinFromLoopback,
  type TCreateAudienceRequest,
} from '@outreach/shared/schemas/campaign-audience';
import { ZCreateCampaignRequest, ZTouchSequence } from '@outreach/shared/schemas/campaigns';
import { isNewsletterUrl, isPostUrl, linkedinUrlMessages } from '@outreach/shared/schemas/linkedin-urls';
import * as z from 'zod';
import { defaultLinkedInSequence } from './campaignForm.ts';

/**
 * The LinkedIn campaigns whose leads engaged with content: a post's or a sponsored post's
 * reactors and commenters, or a newsletter's subscribers (issue #8). The key is the wizard's path
 * segment: /campaign/new/{category}/{kind}.
 */
export const engagerKinds = ['post', 'advertisement-post', 'newsletter'] as const;
export type EngagerKind = (typeof engagerKinds)[number];

/** Per kind: the campaign type the server takes, its URL rule (spec 3 §5) and its Premium feature. */
export const engagerRules: Record<
  EngagerKind,
  { campaignType: CampaignType; isUrl: (url: string) => boolean; urlMessage: string; feature: FeatureKey }
> = {
  post: {
    campaignType: 'linkedin post',
    isUrl: isPostUrl,
    urlMessage: linkedinUrlMessages.post,
    feature: 'postCampaign',
  },
  'advertisement-post': {
    campaignType: 'advertisement post',
    isUrl: isPostUrl,
    urlMessage: linkedinUrlMessages.post,
    feature: 'adCampaign',
  },
  newsletter: {
    campaignType: 'newsletter',
    isUrl: isNewsletterUrl,
    urlMessage: linkedinUrlMessages.newsletter,
    feature: 'newsletterCampaign',
  },
};

const ZEngagerFields = z.object({
  name: ZCreateCampaignRequest.shape.name,
  url: z.string().trim().max(4096),
  touchSequence: ZTouchSequence.extend({
    sequence: ZTouchSequence.shape.sequence.min(1, 'Add at least one step to the sequence'),
  }),
});
export type EngagerCampaignFormInput = z.input<typeof ZEngagerFields>;
export type EngagerCampaignFormValues = z.output<typeof ZEngagerFields>;

/**
 * The form of a post, ad-post or newsletter campaign: name, the URL (read as the server reads it:
 * the local sandbox's loopback host counts as www.linkedin.com), and the sequence.
 */
export function engagerCampaignForm(kind: EngagerKind) {
  const rule = engagerRules[kind];
  return ZEngagerFields.superRefine((v, ctx) => {
    if (!rule.isUrl(linkedinFromLoopback(v.url)))
      ctx.addIssue({ code: 'custom', path: ['url'], message: rule.urlMessage });
  });
}

/** View → Connect → Message, as a LinkedIn search campaign starts: engagers are mostly not connections. */
export function emptyEngagerCampaignForm(): EngagerCampaignFormInput {
  return { name: '', url: '', touchSequence: { sequence: defaultLinkedInSequence() } };
}

/** The POST /campaigns/audience body: category linkedin, the kind's campaign type and its URL. */
export function toEngagerCreateRequest(
  kind: EngagerKind,
  v: EngagerCampaignFormValues,
): TCreateAudienceRequest {
  return {
    name: v.name?.trim() || undefined,
    category: 'linkedin',
    campaignType: engagerRules[kind].campaignType,
    searchUrl: v.url.trim(),
    touchSequence: v.touchSequence,
  };
}
