// The product's own caps per sender (issue #9), shown and set on /settings/daily-limits.
import * as z from 'zod';
import { dailyLimitKeys } from '../rules/outreach/daily-limits.ts';
import {
  MAX_PENDING_INVITES_HOLD,
  MIN_PENDING_INVITES_HOLD,
  pendingHoldMessage,
} from '../rules/outreach/sender-caps.ts';

/** PATCH /users/me/sender-caps: turn the warm-up on (starts today) or off; the pending threshold. */
export const ZSenderCapsRequest = z
  .object({
    warmUp: z.boolean().optional(),
    pendingInvitesHold: z
      .number({ error: pendingHoldMessage })
      .int(pendingHoldMessage)
      .min(MIN_PENDING_INVITES_HOLD, pendingHoldMessage)
      .max(MAX_PENDING_INVITES_HOLD, pendingHoldMessage)
      .optional(),
  })
  .strict();
export type TSenderCapsRequest = z.infer<typeof ZSenderCapsRequest>;

const ZLimits = z.record(z.enum(dailyLimitKeys), z.number());

/** GET /users/me/sender-caps: the week's invitations, a pause, pending invitations and the warm-up. */
export const ZSenderCapsResponse = z.object({
  /** The user's timezone, in which the page shows the instants below. */
  timezone: z.string(),
  /** Invitations in the rolling week (all the sender's campaigns) against the weekly cap. */
  weeklyInvites: z.object({
    used: z.number(),
    limit: z.number(),
    /** When the week is full: the instant (epoch ms) the next slot frees. */
    nextSlotAt: z.number().nullable(),
  }),
  /** Invitations paused after LinkedIn's limit signal. */
  invitesPause: z.object({ until: z.number(), signal: z.string(), at: z.number().nullable() }).nullable(),
  /** Messages paused after LinkedIn's message-limit signal. */
  messagesPause: z.object({ until: z.number(), at: z.number().nullable() }).nullable(),
  /** Profile views paused after LinkedIn's profile-view limit signal. */
  viewsPause: z.object({ until: z.number(), at: z.number().nullable() }).nullable(),
  pendingInvites: z.object({ pending: z.number(), hold: z.number(), held: z.boolean() }),
  warmUp: z.object({
    enabled: z.boolean(),
    startDate: z.string().nullable(),
    /** 1…days while it runs, null when off or over. */
    day: z.number().nullable(),
    days: z.number(),
    percent: z.number(),
    /** Today's limits with the warm-up applied. */
    limits: ZLimits,
  }),
});
export type TSenderCapsResponse = z.infer<typeof ZSenderCapsResponse>;
