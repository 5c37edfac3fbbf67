import { defaultStep } from '@outreach/shared/rules/outreach/sequence';
import {
  linkedinFromLoopback,
  type TCreateAudienceRequest,
} from '@outreach/shared/schemas/campaign-audience';
import { ZCreateCampaignRequest, ZTouchSequence } from '@outreach/shared/schemas/campaigns';
import {
  linkedinUrlMessages,
  parseCompanyUrl,
  parseEventUrl,
  parseGroupUrl,
} from '@outreach/shared/schemas/linkedin-urls';
import * as z from 'zod';

/**
 * The LinkedIn communities a campaign can take its leads from: a group's members, an event's
 * attendees, or (company) the user's connections not yet following a page they administer.
 */
export type CommunityKind = 'group' | 'event' | 'company';

const communityRules = {
  group: { parse: parseGroupUrl, urlMessage: linkedinUrlMessages.group, messageStep: 'Group Message' },
  event: { parse: parseEventUrl, urlMessage: linkedinUrlMessages.event, messageStep: 'Event Message' },
  company: {
    parse: parseCompanyUrl,
    urlMessage: linkedinUrlMessages.company,
    messageStep: 'Invite to company',
  },
} as const;

/**
 * The id of a group or event URL as the server reads it (the local sandbox's loopback host counts as
 * www.linkedin.com), or null.
 *
 * @example
 * communityIdOfUrl('group', 'https://www.linkedin.com/groups/1234567/') // '1234567'
 * communityIdOfUrl('event', 'https://www.linkedin.com/events/7212345678901234567/') // '7212345678901234567'
 */
export function communityIdOfUrl(kind: CommunityKind, url: string): string | null {
  return communityRules[kind].parse(linkedinFromLoopback(url));
}

/** The group id of a group URL, or null (the sequence page's Group Message steps go through it). */
export function groupIdOfUrl(url: string): string | null {
  return communityIdOfUrl('group', url);
}

const ZCommunityFields = z.object({
  name: ZCreateCampaignRequest.shape.name,
  url: z.string().trim().max(4096),
  touchSequence: ZTouchSequence.extend({
    sequence: ZTouchSequence.shape.sequence.min(1, 'Add at least one step to the sequence'),
  }),
});
export type CommunityCampaignFormInput = z.input<typeof ZCommunityFields>;
export type CommunityCampaignFormValues = z.output<typeof ZCommunityFields>;

/** The new group or event campaign form: name, the community's URL, and the sequence (shared step schema). */
export function communityCampaignForm(kind: CommunityKind) {
  return ZCommunityFields.superRefine((v, ctx) => {
    if (!communityIdOfUrl(kind, v.url))
      ctx.addIssue({ code: 'custom', path: ['url'], message: communityRules[kind].urlMessage });
  });
}

/** View, then the Group or Event Message (or the Invite to company) a day later (spec 3 §4's default delays). */
export function emptyCommunityCampaignForm(kind: CommunityKind): CommunityCampaignFormInput {
  return {
    name: '',
    url: '',
    touchSequence: {
      sequence: [defaultStep('LI View', 0), defaultStep(communityRules[kind].messageStep, 1)],
    },
  };
}

/**
 * The POST /campaigns/audience body of a group or event campaign. Every Group Message goes through
 * the campaign's group; an event's steps go through the campaign's URL.
 */
export function toCommunityCreateRequest(
  kind: CommunityKind,
  v: CommunityCampaignFormValues,
): TCreateAudienceRequest {
  const groupId = kind === 'group' ? groupIdOfUrl(v.url) : null;
  return {
    name: v.name?.trim() || undefined,
    category: kind,
    campaignType: kind,
    searchUrl: v.url.trim(),
    touchSequence: {
      ...v.touchSequence,
      sequence: v.touchSequence.sequence.map((s) =>
        s.type === 'Group Message' && groupId ? { ...s, group_id: groupId } : s,
      ),
    },
  };
}
