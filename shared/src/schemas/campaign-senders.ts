// Sender rotation (issue #9): a LinkedIn campaign may use several LinkedIn accounts of the team. Each
// lead sticks to the one sender it was given at its first step; limits count per sender.
import * as z from 'zod';

/** The most LinkedIn accounts one campaign rotates through (OURS). */
export const MAX_CAMPAIGN_SENDERS = 10;

export const senderMessages = {
  none: 'Please choose at least one LinkedIn account',
  tooMany: `A campaign can use at most ${MAX_CAMPAIGN_SENDERS} LinkedIn accounts`,
  notMember: 'Every sender must be a member of this team with a connected LinkedIn account',
  notLinkedIn: 'Sender rotation is for LinkedIn campaigns',
} as const;

/** PATCH /campaigns/{id}/senders: the members whose LinkedIn accounts the campaign uses. */
export const ZCampaignSendersRequest = z.object({
  senderIds: z
    .array(z.string().trim().min(1).max(64))
    .min(1, senderMessages.none)
    .max(MAX_CAMPAIGN_SENDERS, senderMessages.tooMany),
});
export type TCampaignSendersRequest = z.infer<typeof ZCampaignSendersRequest>;

/** The campaign's senders, and the team's members who have a LinkedIn account to choose from. */
export const ZCampaignSendersResponse = z.object({
  senderIds: z.array(z.string()),
  candidates: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      linkedInEmail: z.string().nullable(),
      loginStatus: z.string().nullable(),
      /** The member's own daily limits of the LinkedIn actions a rehearsal runs (ours, issue #9). */
      dailyLimits: z.object({ views: z.number(), invites: z.number(), messages: z.number() }),
    }),
  ),
  /** Leads per sender (assigned at their first step). */
  leadsBySender: z.record(z.string(), z.number()),
});
export type TCampaignSendersResponse = z.infer<typeof ZCampaignSendersResponse>;
