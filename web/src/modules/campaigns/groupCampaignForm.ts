import { defaultStep } from '@outreach/shared/rules/outreach/sequence';
import {
  linkedinFromLoopback,
  type TCreateAudienceRequest,
} from '@outreach/shared/schemas/campaign-audience';
import { ZCreateCampaignRequest, ZTouchSequence } from '@outreach/shared/schemas/campaigns';
import { linkedinUrlMessages, parseGroupUrl } from '@outreach/shared/schemas/linkedin-urls';
import * as z from 'zod';

/**
 * The group id of a group URL as the server reads it (the local sandbox's loopback host counts as
 * www.linkedin.com), or null.
 *
 * @example
 * groupIdOfUrl('https://www.linkedin.com/groups/1234567/') // '1234567'
 */
export function groupIdOfUrl(url: string): string | null {
  return parseGroupUrl(linkedinFromLoopback(url));
}

/** The new group campaign form: name, the group's URL, and the sequence (shared step schema). */
export const ZGroupCampaignForm = z
  .object({
    name: ZCreateCampaignRequest.shape.name,
    groupUrl: z.string().trim().max(4096),
    touchSequence: ZTouchSequence.extend({
      sequence: ZTouchSequence.shape.sequence.min(1, 'Add at least one step to the sequence'),
    }),
  })
  .superRefine((v, ctx) => {
    if (!groupIdOfUrl(v.groupUrl))
      ctx.addIssue({ code: 'custom', path: ['groupUrl'], message: linkedinUrlMessages.group });
  });
export type GroupCampaignFormInput = z.input<typeof ZGroupCampaignForm>;
export type GroupCampaignFormValues = z.output<typeof ZGroupCampaignForm>;

/** View, then the Group Message a day later (spec 3 §4's default delays); the group comes from the URL. */
export function emptyGroupCampaignForm(): GroupCampaignFormInput {
  return {
    name: '',
    groupUrl: '',
    touchSequence: { sequence: [defaultStep('LI View', 0), defaultStep('Group Message', 1)] },
  };
}

/** The POST /campaigns/audience body of a group campaign; every Group Message goes through its group. */
export function toGroupCreateRequest(v: GroupCampaignFormValues): TCreateAudienceRequest {
  const groupId = groupIdOfUrl(v.groupUrl);
  return {
    name: v.name?.trim() || undefined,
    category: 'group',
    campaignType: 'group',
    searchUrl: v.groupUrl.trim(),
    touchSequence: {
      ...v.touchSequence,
      sequence: v.touchSequence.sequence.map((s) =>
        s.type === 'Group Message' && groupId ? { ...s, group_id: groupId } : s,
      ),
    },
  };
}
