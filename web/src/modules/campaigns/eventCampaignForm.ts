import { defaultStep } from '@outreach/shared/rules/outreach/sequence';
import {
  linkedinFromLoopback,
  type TCreateAudienceRequest,
} from '@outreach/shared/schemas/campaign-audience';
import { ZCreateCampaignRequest, ZTouchSequence } from '@outreach/shared/schemas/campaigns';
import { linkedinUrlMessages, parseEventUrl } from '@outreach/shared/schemas/linkedin-urls';
import * as z from 'zod';

/**
 * The event id of an event URL as the server reads it (the local sandbox's loopback host counts as
 * www.linkedin.com), or null.
 *
 * @example
 * eventIdOfUrl('https://www.linkedin.com/events/7212345678901234567/') // '7212345678901234567'
 */
export function eventIdOfUrl(url: string): string | null {
  return parseEventUrl(linkedinFromLoopback(url));
}

/** The new event campaign form: name, the event's URL, and the sequence (shared step schema). */
export const ZEventCampaignForm = z
  .object({
    name: ZCreateCampaignRequest.shape.name,
    eventUrl: z.string().trim().max(4096),
    touchSequence: ZTouchSequence.extend({
      sequence: ZTouchSequence.shape.sequence.min(1, 'Add at least one step to the sequence'),
    }),
  })
  .superRefine((v, ctx) => {
    if (!eventIdOfUrl(v.eventUrl))
      ctx.addIssue({ code: 'custom', path: ['eventUrl'], message: linkedinUrlMessages.event });
  });
export type EventCampaignFormInput = z.input<typeof ZEventCampaignForm>;
export type EventCampaignFormValues = z.output<typeof ZEventCampaignForm>;

/** View, then the Event Message a day later (spec 3 §4's default delays); the event is the campaign's. */
export function emptyEventCampaignForm(): EventCampaignFormInput {
  return {
    name: '',
    eventUrl: '',
    touchSequence: { sequence: [defaultStep('LI View', 0), defaultStep('Event Message', 1)] },
  };
}

/** The POST /campaigns/audience body of an event campaign: its steps go through the event's URL. */
export function toEventCreateRequest(v: EventCampaignFormValues): TCreateAudienceRequest {
  return {
    name: v.name?.trim() || undefined,
    category: 'event',
    campaignType: 'event',
    searchUrl: v.eventUrl.trim(),
    touchSequence: v.touchSequence,
  };
}
